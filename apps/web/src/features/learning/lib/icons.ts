/** Icon paths only the learning pages use (shared/ui/icons.tsx holds those of the first load). */
export const lock = 'M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3';
export const download = 'M12 4v11M7 10l5 5 5-5M5 20h14';
export const list = 'M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01';
export const keyboard = 'M3 7h18v10H3zM7 10h.01M11 10h.01M15 10h.01M7 14h10';
export const pdf = 'M6 3h8l4 4v14H6zM14 3v4h4M9 13h6M9 17h4';
export const quiz = 'M4 5h16v14H4zM8 9h8M8 13h5M15.5 15.5l1.5 1.5 3-3';
export const circle = 'M12 4a8 8 0 1 0 0 16a8 8 0 1 0 0-16';
