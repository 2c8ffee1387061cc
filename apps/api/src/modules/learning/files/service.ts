// What other modules use of lesson files: the studio signs links to a video's poster.
export { signFileLink } from './links.ts';
