import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Locale } from '@app/contract/envelope';
import { uploadLessonImage } from '@app/contract/studio/endpoints';
import type { LessonBody, StudioLessonBlock } from '@app/contract/studio/schemas';
import { STUDIO_LIMITS } from '@app/contract/studio/constants';
import { callData } from '@/shared/http/client';
import { fieldText } from '@/shared/http/error-words';
import { LOCALES, useT, type MessageKey } from '@/shared/i18n/i18n';
import { Button } from '@/shared/ui/button';
import { Icon } from '@/shared/ui/icons';
import { curriculumFieldId } from '../lib/curriculum';
import { imageProblem } from '../lib/media';
import { blocksToDoc, cleanPastedHtml, docToBlocks } from '../lib/rich-text';
import { LinkDialog } from './link-dialog';
import { uploadErrorText } from './lesson-pdf';
import { lessonExtensions } from './rich-text-extensions';

/**
 * A text lesson's body, one language at a time, in a rich-text editor (TipTap) that reads and
 * writes exactly the player's blocks (lib/rich-text.ts): headings, paragraphs, lists, quotes and
 * code, with bold, italic and links, and images uploaded into the lesson (each with its alt
 * text, required, and a caption). Pasting from Word or Google Docs keeps headings, lists, bold
 * and links and drops the rest, images included.
 */
export function BodyEditor(props: {
  courseId: number;
  lessonKey: string;
  body: LessonBody;
  languages: Locale[];
  errors: Record<string, string>;
  onChange: (body: LessonBody) => void;
}) {
  const t = useT();
  const [lang, setLang] = useState<Locale>(props.languages[0] ?? 'en');
  const label = (code: Locale) => LOCALES.find((l) => l.code === code)?.label ?? code;
  const name = `${props.lessonKey}.body.${lang}`;
  const id = curriculumFieldId(name);
  const legendId = `${id}-label`;
  // The body's problems (`<lesson>.body.en` or one block's `…body.en.3.runs.0.text`), each said.
  // A problem in another language's body is said with that language's name.
  // An image's own problems (its alt text, its media) are said on the image, below the editor.
  const blocks = props.body[lang];
  const onImage = (k: string) => {
    const m = new RegExp(`^${props.lessonKey}\\.body\\.${lang}\\.(\\d+)\\.`).exec(k);
    return !!m && blocks[Number(m[1])]?.type === 'img';
  };
  const [focusImage, setFocusImage] = useState<string | null>(null);
  const problems = Object.entries(props.errors).flatMap(([k, code]) => {
    const m = new RegExp(`^${props.lessonKey}\\.body\\.(id|en|ms)(?:\\.(\\d+))?`).exec(k);
    if (!m || onImage(k)) return [];
    const words = fieldText(t, code) ?? code;
    const said = m[2] ? t('rte.blockProblem', { n: Number(m[2]) + 1, problem: words }) : words;
    return [m[1] === lang ? said : `${t('cur.body', { language: label(m[1] as Locale) })}: ${said}`];
  });
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-xl border border-line p-3">
      <legend id={legendId} className="px-1 text-sm font-semibold text-ink">
        {t('cur.body', { language: label(lang) })}
      </legend>
      {props.languages.length > 1 && (
        <div role="group" aria-label={t('cur.bodyLanguage')} className="flex flex-wrap gap-1">
          {props.languages.map((code) => (
            <Button
              key={code}
              size="sm"
              variant={code === lang ? 'primary' : 'secondary'}
              aria-pressed={code === lang}
              onClick={() => setLang(code)}
            >
              {label(code)}
            </Button>
          ))}
        </div>
      )}
      <RichTextEditor
        key={lang}
        id={id}
        labelledBy={legendId}
        errorId={problems.length ? `${id}-error` : undefined}
        courseId={props.courseId}
        value={blocks}
        onChange={(next) => props.onChange({ ...props.body, [lang]: next })}
        onImageInserted={setFocusImage}
      />
      <LessonImages
        name={name}
        blocks={blocks}
        errors={props.errors}
        focusImage={focusImage}
        onFocused={() => setFocusImage(null)}
        onChange={(next) => props.onChange({ ...props.body, [lang]: next })}
      />
      {problems.length > 0 && (
        <ul id={`${id}-error`} className="text-sm font-medium text-red-700">
          {problems.map((p, i) => (
            <li key={i}>{p}</li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

// Toolbar icons (24 × 24 strokes, as shared/ui/icons).
const TOOL_ICONS = {
  bold: 'M7 5h6a3.5 3.5 0 0 1 0 7H7zM7 12h7a3.5 3.5 0 0 1 0 7H7z',
  italic: 'M11 5h6M7 19h6M14 5l-4 14',
  link: 'M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1',
  ul: 'M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01',
  ol: 'M10 6h10M10 12h10M10 18h10M4 5l1-1v4M3.5 14.5a1.3 1.3 0 0 1 2.3.8c0 .9-2.3 1.9-2.3 2.7h2.5',
  quote: 'M7 7h4v4c0 3-1.5 5-4 6M15 7h4v4c0 3-1.5 5-4 6',
  image: 'M4 5h16v14H4zM4 16l5-5 4 4 2-2 5 5M15.5 9.5h.01',
} as const;

type Tool = {
  key: string;
  label: MessageKey;
  /** The keyboard shortcut, as the tooltip says it. */
  keys: string;
  icon?: string;
  text?: string;
  active: (e: Editor) => boolean;
  run: (e: Editor) => void;
};

const mod = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl+';

/** The toolbar's buttons, each with its shortcut (StarterKit's own, and Mod-K for a link). */
const toolsOf = (askLink: (e: Editor) => void): Tool[] => [
  {
    key: 'h2',
    label: 'rte.h2',
    keys: `${mod}Alt+2`,
    text: 'H2',
    active: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    key: 'h3',
    label: 'rte.h3',
    keys: `${mod}Alt+3`,
    text: 'H3',
    active: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    key: 'bold',
    label: 'rte.bold',
    keys: `${mod}B`,
    icon: TOOL_ICONS.bold,
    active: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    key: 'italic',
    label: 'rte.italic',
    keys: `${mod}I`,
    icon: TOOL_ICONS.italic,
    active: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    key: 'link',
    label: 'rte.link',
    keys: `${mod}K`,
    icon: TOOL_ICONS.link,
    active: (e) => e.isActive('link'),
    run: askLink,
  },
  {
    key: 'ul',
    label: 'rte.ul',
    keys: `${mod}Shift+8`,
    icon: TOOL_ICONS.ul,
    active: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    key: 'ol',
    label: 'rte.ol',
    keys: `${mod}Shift+7`,
    icon: TOOL_ICONS.ol,
    active: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    key: 'quote',
    label: 'rte.quote',
    keys: `${mod}Shift+B`,
    icon: TOOL_ICONS.quote,
    active: (e) => e.isActive('blockquote'),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
];

function RichTextEditor(props: {
  courseId: number;
  id: string;
  labelledBy: string;
  errorId: string | undefined;
  /** The body in this language; set from outside (a reload) it replaces what the editor shows. */
  value: StudioLessonBlock[];
  onChange: (blocks: StudioLessonBlock[]) => void;
  /** An image was uploaded and put in the body: its media id, to ask for its alt text. */
  onImageInserted: (mediaId: string) => void;
}) {
  const t = useT();
  const hintId = useId();
  const [notice, setNotice] = useState<string | null>(null);
  // The link dialog's starting address while it is open ('' for a new link), else null.
  const [linking, setLinking] = useState<string | null>(null);
  const askLink = (e: Editor) => setLinking(String(e.getAttributes('link').href ?? ''));
  const extensions = useMemo(() => lessonExtensions(), []);
  const [content] = useState(() => blocksToDoc(props.value));
  // What the editor has said (or was given) lately, to tell its own changes coming back, even a
  // step late while typing, from a body set from outside (a reload).
  const said = useRef<string[]>([JSON.stringify(props.value)]);
  const editor = useEditor({
    extensions,
    content,
    editorProps: {
      attributes: {
        id: props.id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': props.labelledBy,
        'aria-describedby': [hintId, props.errorId].filter(Boolean).join(' '),
        ...(props.errorId ? { 'aria-invalid': 'true' } : {}),
        class: 'rte-body min-h-40 px-3 py-2 focus:outline-none',
      },
      transformPastedHTML: cleanPastedHtml,
      handleKeyDown: (view, event) => {
        if ((event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === 'k') {
          event.preventDefault();
          if (editor) askLink(editor);
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: e }) => {
      setNotice(null);
      const blocks = docToBlocks(e.getJSON());
      said.current = [...said.current.slice(-19), JSON.stringify(blocks)];
      props.onChange(blocks);
    },
  });
  useEffect(() => {
    const next = JSON.stringify(props.value);
    if (!editor || said.current.includes(next)) return;
    said.current = [next];
    editor.commands.setContent(blocksToDoc(props.value), { emitUpdate: false });
  }, [editor, props.value]);
  const tools = toolsOf(askLink);
  const pressed = useEditorState({
    editor,
    selector: ({ editor: e }) => (e ? tools.map((tool) => tool.active(e)) : tools.map(() => false)),
  });
  return (
    <div className="min-w-0 rounded-xl border border-line bg-white focus-within:ring-2 focus-within:ring-brand">
      <div
        role="toolbar"
        aria-label={t('rte.toolbar')}
        aria-controls={props.id}
        className="flex flex-wrap gap-1 border-b border-line p-1"
      >
        {tools.map((tool, i) => {
          const name = t(tool.label);
          return (
            <button
              key={tool.key}
              type="button"
              aria-pressed={pressed?.[i] ?? false}
              aria-keyshortcuts={tool.keys.replace('⌘', 'Meta+').replace('Ctrl+', 'Control+')}
              title={`${name} (${tool.keys})`}
              disabled={!editor}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => editor && tool.run(editor)}
              className="inline-flex min-h-9 min-w-9 items-center justify-center rounded-lg px-2 text-sm font-bold text-ink-soft hover:bg-brand-soft hover:text-ink aria-pressed:bg-brand-soft aria-pressed:text-brand-strong"
            >
              {tool.icon ? <Icon path={tool.icon} size={18} /> : <span aria-hidden="true">{tool.text}</span>}
              <span className="sr-only">{name}</span>
            </button>
          );
        })}
        <InsertImage
          editor={editor}
          courseId={props.courseId}
          onNotice={setNotice}
          onInserted={props.onImageInserted}
        />
      </div>
      <EditorContent editor={editor} />
      {editor && linking !== null && (
        <LinkDialog
          initial={linking}
          onSave={(href) => {
            setLinking(null);
            const chain = editor.chain().focus().extendMarkRange('link');
            (href ? chain.setLink({ href }) : chain.unsetLink()).run();
          }}
          onClose={() => {
            setLinking(null);
            editor.commands.focus();
          }}
        />
      )}
      <p id={hintId} aria-live="polite" className="border-t border-line px-3 py-1.5 text-xs text-ink-soft">
        {notice ?? t('rte.hint')}
      </p>
    </div>
  );
}

/** The toolbar's "Insert image": a file input worn as a toolbar button. */
function InsertImage(props: {
  editor: Editor | null;
  courseId: number;
  onNotice: (notice: string) => void;
  onInserted: (mediaId: string) => void;
}) {
  const t = useT();
  const [uploading, setUploading] = useState(false);
  /** "Insert image": checked here (type, size), uploaded, then put after the caret's block without alt text. */
  async function insertImage(file: File) {
    const { editor } = props;
    if (!editor) return;
    const local = imageProblem(file);
    if (local) return props.onNotice(t(local === 'notImage' ? 'rte.imageType' : 'rte.imageTooBig'));
    setUploading(true);
    props.onNotice(t('rte.imageUploading'));
    try {
      const image = await callData(uploadLessonImage, { params: { id: props.courseId }, body: { file } });
      // After the block the caret is in (an image is a block of its own, never inside a list).
      const { $from, to } = editor.state.selection;
      editor
        .chain()
        .focus()
        .insertContentAt($from.depth >= 1 ? $from.after(1) : to, {
          type: 'image',
          attrs: { src: image.url, alt: '', mediaId: image.id, width: image.width, height: image.height },
        })
        .run();
      props.onNotice(t('rte.imageAdded'));
      props.onInserted(image.id);
    } catch (error) {
      props.onNotice(uploadErrorText(t, error));
    } finally {
      setUploading(false);
    }
  }
  return (
    <label
      title={t('rte.image')}
      className="inline-flex min-h-9 min-w-9 cursor-pointer items-center justify-center rounded-lg px-2 text-sm font-bold text-ink-soft hover:bg-brand-soft hover:text-ink has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand"
    >
      <Icon path={TOOL_ICONS.image} size={18} />
      <span className="sr-only">{t('rte.image')}</span>
      <input
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="sr-only"
        disabled={!props.editor || uploading}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void insertImage(file);
        }}
      />
    </label>
  );
}

/**
 * The body's images, each with its alt text (required: the curriculum is not sent while one is
 * empty, and that problem or the server's is said here) and its caption. Removing an image is
 * deleting it in the editor, or the button here.
 */
function LessonImages(props: {
  /** `<lesson key>.body.<language>`: the images' fields are `<name>.<block>.alt`. */
  name: string;
  blocks: StudioLessonBlock[];
  errors: Record<string, string>;
  focusImage: string | null;
  onFocused: () => void;
  onChange: (blocks: StudioLessonBlock[]) => void;
}) {
  const t = useT();
  const headingId = useId();
  const images = props.blocks.flatMap((block, index) => (block.type === 'img' ? [{ block, index }] : []));
  const { focusImage, onFocused } = props;
  useEffect(() => {
    if (!focusImage) return;
    const found = images.find((i) => i.block.media_id === focusImage && !i.block.alt);
    if (!found) return;
    document.getElementById(curriculumFieldId(`${props.name}.${found.index}.alt`))?.focus();
    onFocused();
  });
  if (images.length === 0) return null;
  const edit = (index: number, change: Partial<{ alt: string; caption: string }>) =>
    props.onChange(
      props.blocks.map((b, i) => {
        if (i !== index || b.type !== 'img') return b;
        const next = { ...b, ...change };
        if (!next.caption) delete next.caption;
        return next;
      }),
    );
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h4 id={headingId} className="text-sm font-semibold text-ink">
        {t('rte.images')}
      </h4>
      <ul className="flex flex-col gap-3">
        {images.map(({ block, index }, n) => {
          const field = `${props.name}.${index}`;
          const altId = curriculumFieldId(`${field}.alt`);
          const captionId = curriculumFieldId(`${field}.caption`);
          const altProblem = fieldText(t, props.errors[`${field}.alt`]);
          const otherProblems = Object.entries(props.errors)
            .filter(([k]) => k.startsWith(`${field}.`) && k !== `${field}.alt`)
            .map(([, code]) => fieldText(t, code));
          return (
            <li
              key={`${block.media_id}-${index}`}
              className="flex flex-col gap-3 rounded-lg border border-line p-2 sm:flex-row"
            >
              <img
                src={block.url || `/media/${block.media_id}`}
                alt=""
                className="h-20 w-32 shrink-0 rounded bg-brand-soft object-cover"
              />
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <label htmlFor={altId} className="text-sm font-semibold text-ink">
                  {t('rte.imageAlt', { n: n + 1 })}
                  <span className="ml-1.5 text-xs font-medium text-red-700">
                    * <span className="sr-only">{t('course.required')}</span>
                  </span>
                </label>
                <input
                  id={altId}
                  className="control"
                  value={block.alt}
                  maxLength={STUDIO_LIMITS.imageAlt}
                  aria-invalid={altProblem ? true : undefined}
                  aria-describedby={`${altId}-hint${altProblem ? ` ${altId}-error` : ''}`}
                  onChange={(event) => edit(index, { alt: event.target.value })}
                />
                <p id={`${altId}-hint`} className="text-xs text-ink-soft">
                  {t('rte.imageAltHint')}
                </p>
                {altProblem && (
                  <p id={`${altId}-error`} className="text-sm font-medium text-red-700">
                    {altProblem}
                  </p>
                )}
                <label htmlFor={captionId} className="text-sm font-semibold text-ink">
                  {t('rte.imageCaption')}
                </label>
                <input
                  id={captionId}
                  className="control"
                  value={block.caption ?? ''}
                  maxLength={STUDIO_LIMITS.imageCaption}
                  onChange={(event) => edit(index, { caption: event.target.value })}
                />
                {otherProblems.map((p, i) => (
                  <p key={i} className="text-sm font-medium text-red-700">
                    {p}
                  </p>
                ))}
                <div>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => props.onChange(props.blocks.filter((_, i) => i !== index))}
                  >
                    {t('rte.imageRemove', { n: n + 1 })}
                  </Button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * A small icon button. One that cannot act (the first item's Move up) stays focusable and says
 * so (aria-disabled), so focus is not lost when a move makes it the first or last.
 */
export function SmallIconButton(props: {
  label: string;
  icon: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={props.label}
      title={props.label}
      aria-disabled={props.disabled || undefined}
      onClick={() => {
        if (!props.disabled) props.onClick();
      }}
      className="inline-flex size-9 items-center justify-center rounded-lg text-ink-soft hover:bg-brand-soft hover:text-ink aria-disabled:cursor-not-allowed aria-disabled:opacity-40"
    >
      <Icon path={props.icon} size={18} />
    </button>
  );
}
