/** Icon paths only the commerce pages use (shared/ui/icons.tsx holds those of the first load). */
export const receipt = 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3';
export const ticket =
  'M4 7.5A1.5 1.5 0 0 1 5.5 6h13A1.5 1.5 0 0 1 20 7.5V10a2 2 0 0 0 0 4v2.5a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 16.5V14a2 2 0 0 0 0-4zM14.5 6v12';
export const download = 'M12 4v11M7 10l5 5 5-5M5 20h14';
export const copy = 'M9 9h10v11H9zM5 15V4h10';
export const lock = 'M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3';
export const xCircle = 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M9 9l6 6M15 9l-6 6';
export const hourglass = 'M7 3h10M7 21h10M8 3c0 5 8 5 8 9s-8 4-8 9M16 3c0 5-8 5-8 9s8 4 8 9';
export const undo = 'M9 7L4 12l5 5M4 12h10a6 6 0 0 1 0 12h-2';
export const flask = 'M9 3h6M10 3v6l-5 9a2 2 0 0 0 1.7 3h10.6a2 2 0 0 0 1.7-3l-5-9V3';
export const wallet =
  'M4 7.5A1.5 1.5 0 0 1 5.5 6H19v12H5.5A1.5 1.5 0 0 1 4 16.5zM4 7.5V6a2 2 0 0 1 2-2h11v2M15.5 12h.01';
