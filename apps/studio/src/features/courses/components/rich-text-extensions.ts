import Link from '@tiptap/extension-link';
import StarterKit from '@tiptap/starter-kit';
import { isSafeHref } from '../lib/rich-text';

/**
 * The editor's schema: only what the player's blocks hold (lib/rich-text.ts). Paragraphs,
 * headings 2 and 3, bulleted and numbered lists, quotes, code blocks; bold, italic, code and
 * http(s)/mailto links. Anything else pasted in (tables, images, colours, fonts, underline,
 * strike-through) is not in the schema, so the editor drops it and keeps its text.
 */
export const lessonExtensions = () => [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    horizontalRule: false,
    strike: false,
    underline: false,
    link: false,
    hardBreak: false,
    trailingNode: false,
  }),
  Link.configure({
    openOnClick: false,
    autolink: true,
    linkOnPaste: true,
    defaultProtocol: 'https',
    protocols: ['mailto'],
    isAllowedUri: (url) => isSafeHref(url),
    HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: null },
  }),
];
