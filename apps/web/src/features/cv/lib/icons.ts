/** Icon paths only the CV page uses (shared/ui/icons.tsx holds those of the first load). */
export const download = 'M12 4v11M7 10l5 5 5-5M5 20h14';
export const plus = 'M12 5v14M5 12h14';
export const pencil = 'M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4';
export const trash = 'M5 7h14M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3';
export const eye = 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6';
export const eyeOff =
  'M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-3.2 4M6.6 6.6C3.7 8.4 2 12 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2';
export const badgeCheck =
  'M12 3l2.4 1.8 3-.2.9 2.9 2.5 1.7-1 2.8 1 2.8-2.5 1.7-.9 2.9-3-.2L12 21l-2.4-1.8-3 .2-.9-2.9L3.2 14.8l1-2.8-1-2.8 2.5-1.7.9-2.9 3 .2zM8.5 12l2.5 2.5 4.5-5';
