/** Icon paths the catalogue needs beyond shared/ui/icons (24×24 strokes, drawn with its Icon). */
export const lock =
  'M6.5 10.5h11a1.5 1.5 0 0 1 1.5 1.5v7a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 5 19v-7a1.5 1.5 0 0 1 1.5-1.5zM8 10.5V7.5a4 4 0 0 1 8 0v3';
export const heart =
  'M12 20s-7.5-4.6-9-9.4C2 7.3 4.1 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.1 0 5.2 2.8 4.2 6.1C19.5 15.4 12 20 12 20z';
export const filePdf =
  'M6.5 3H14l5 5v11.5a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 5 19.5v-15A1.5 1.5 0 0 1 6.5 3zM14 3v5h5M8.5 16.5v-4h1.3a1.2 1.2 0 0 1 0 2.4H8.5M13 12.5v4h1a2 2 0 0 0 0-4z';
export const listChecks = 'M4 6l1.5 1.5L8 5M4 12l1.5 1.5L8 11M4 18l1.5 1.5L8 17M11 6.5h9M11 12.5h9M11 18.5h9';
export const layers = 'M12 3l9 5-9 5-9-5zM3 13l9 5 9-5M3 17.5l9 5 9-5';
export const tag = 'M3 12V4.5A1.5 1.5 0 0 1 4.5 3H12l9 9-9 9zM7.5 7.5h.01';
export const filter = 'M4 5h16l-6 7.5V19l-4 2v-8.5z';
export const flame =
  'M12 21c-4 0-7-2.8-7-6.6 0-3.4 2.4-5.2 3.6-8.4.4 2 1.6 3.2 2.8 3.6C11.4 6.4 13 3.8 15 3c-.4 3 3.9 5.5 3.9 11.4C18.9 18.2 16 21 12 21z';
export const rocket =
  'M12 15l-3-3c1.5-4.5 4.5-8 10-9-1 5.5-4.5 8.5-9 10zM9 12l-4.5.5L3 16l4 .5M12 15l-.5 4.5L15 21l-.5-4M14.5 8.5h.01';
