// hls.js's light build (no subtitles, alternate audio or DRM: captions are the page's <track>s)
// has the full build's API; its package names types for the full build only.
declare module 'hls.js/light' {
  export { default } from 'hls.js';
}
