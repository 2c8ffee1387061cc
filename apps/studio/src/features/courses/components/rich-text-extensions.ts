import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import StarterKit from '@tiptap/starter-kit';
import { isSafeHref } from '../lib/rich-text';

/**
 * The editor's schema: only what the player's blocks hold (lib/rich-text.ts). Paragraphs,
 * headings 2 and 3, bulleted and numbered lists, quotes, code blocks; bold, italic, code and
 * http(s)/mailto links; and images uploaded into the lesson (an image block: the company's media,
 * its alt text and caption). Anything else pasted in (tables, colours, fonts, underline,
 * strike-through) is not in the schema, so the editor drops it and keeps its text; a pasted image
 * (from Word, Google Docs or a web page) is dropped too, since only an image carrying its media id
 * (`data-media-id`, one this editor wrote, e.g. cut and pasted within a lesson) is parsed.
 */
const LessonImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      mediaId: {
        default: null,
        parseHTML: (el) => el.getAttribute('data-media-id'),
        renderHTML: (attrs) => ({ 'data-media-id': attrs.mediaId as string }),
      },
      caption: {
        default: null,
        parseHTML: (el) => el.getAttribute('data-caption'),
        renderHTML: (attrs) => (attrs.caption ? { 'data-caption': attrs.caption as string } : {}),
      },
    };
  },
  parseHTML() {
    return [{ tag: 'img[data-media-id][src^="/media/"]' }];
  },
});

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
  LessonImage.configure({
    inline: false,
    allowBase64: false,
    HTMLAttributes: { class: 'my-2 h-auto max-w-full rounded-lg' },
  }),
];
