/** A megaphone (24 × 24, stroke), the announcements' own icon beside the studio's (shared/ui/icons.tsx). */
export const megaphoneIcon = 'M3 10v4h3l7 5V5L6 10zM16 9a4 4 0 0 1 0 6M18.5 6.5a7.5 7.5 0 0 1 0 11';
