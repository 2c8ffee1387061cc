// What other modules use of lesson files: the studio signs links to a video's poster and stores a
// video's files where the HLS links read them.
export { signFileLink } from './links.ts';
export { hlsPrefix } from './hls-links.ts';
