/**
 * Captions of a video lesson (issue 24 item 4): WebVTT kept as it is once its timeline checks,
 * SRT converted to WebVTT. Pure, so the conversion and its refusals are tested on their own.
 */

export interface CaptionProblem {
  code: 'caption_type' | 'caption_timing';
  /** In English, naming the line: the API's message. */
  message: string;
}

export type CaptionResult = { vtt: string; cues: number } | { problem: CaptionProblem };

const VTT_TIME = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;
const SRT_TIME = /^(\d{1,3}):([0-5]\d):([0-5]\d)[,.](\d{1,3})$/;

function millis(text: string, pattern: RegExp): number | null {
  const m = pattern.exec(text.trim());
  if (!m) return null;
  const [, h, min, s, ms] = m;
  return ((Number(h ?? 0) * 60 + Number(min)) * 60 + Number(s)) * 1000 + Number(ms!.padEnd(3, '0'));
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
/** A time in WebVTT's form, hours always written: `00:01:02.345`. */
export function vttTime(ms: number): string {
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

const timing = (problem: string): { problem: CaptionProblem } => ({
  problem: { code: 'caption_timing', message: problem },
});

/** UTF-8 text of a caption file, or null for bytes that are not (a binary, another encoding). */
export function captionText(bytes: Buffer): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  if (text.includes('\u0000')) return null;
  return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}

interface Cue {
  start: number;
  end: number;
  /** The cue's settings after its end time (WebVTT only: `align:start`). */
  settings: string;
  id: string | null;
  text: string[];
  line: number;
}

/**
 * A caption file as WebVTT: a `WEBVTT` file is checked, anything else is read as SRT. Every cue
 * needs a start before its end, cues in the order of their start, and at least one cue.
 */
export function toWebVtt(text: string): CaptionResult {
  const isVtt = /^WEBVTT(?:[ \t].*)?(?:\n|$)/.test(text);
  const lines = text.split('\n');
  const cues: Cue[] = [];
  const notes: string[] = [];
  let i = isVtt ? 1 : 0;
  // A WebVTT header's own lines run to the first blank line.
  if (isVtt) while (i < lines.length && lines[i]!.trim() !== '') i++;
  const head = isVtt ? lines.slice(0, i) : ['WEBVTT'];
  const pattern = isVtt ? VTT_TIME : SRT_TIME;
  while (i < lines.length) {
    while (i < lines.length && lines[i]!.trim() === '') i++;
    if (i >= lines.length) break;
    const blockStart = i;
    const block: string[] = [];
    while (i < lines.length && lines[i]!.trim() !== '') block.push(lines[i++]!);
    if (isVtt && /^(NOTE|STYLE|REGION)(\s|$)/.test(block[0]!)) {
      notes.push(block.join('\n'));
      continue;
    }
    const arrow = block.findIndex((l) => l.includes('-->'));
    if (arrow === -1 || arrow > 1) {
      if (!isVtt && cues.length === 0 && blockStart === 0 && arrow === -1)
        return { problem: { code: 'caption_type', message: 'The file is neither WebVTT nor SRT' } };
      return timing(`Line ${blockStart + 1}: a cue without a time line (00:00:01.000 --> 00:00:03.000)`);
    }
    if (!isVtt && arrow === 1 && !/^\d+$/.test(block[0]!.trim()))
      return timing(`Line ${blockStart + 1}: an SRT cue starts with its number`);
    const timeLine = block[arrow]!;
    const lineNo = blockStart + arrow + 1;
    const [left, rest = ''] = timeLine.split('-->');
    const [endText = '', ...settings] = rest.trim().split(/\s+/);
    const start = millis(left!, pattern);
    const end = millis(endText, pattern);
    if (start === null || end === null)
      return timing(`Line ${lineNo}: "${timeLine.trim().slice(0, 60)}" is not a cue time line`);
    if (end <= start) return timing(`Line ${lineNo}: the cue ends before it starts`);
    const previous = cues.at(-1);
    if (previous && start < previous.start)
      return timing(`Line ${lineNo}: the cue starts before the one above it`);
    cues.push({
      start,
      end,
      settings: isVtt ? settings.join(' ') : '',
      id: arrow === 1 ? block[0]!.trim() : null,
      text: block.slice(arrow + 1),
      line: lineNo,
    });
  }
  if (cues.length === 0) {
    if (!isVtt && text.trim() === '')
      return { problem: { code: 'caption_type', message: 'The file is empty' } };
    return timing('The file has no cues');
  }
  const body = cues.map((c) =>
    [
      ...(c.id ? [c.id] : []),
      `${vttTime(c.start)} --> ${vttTime(c.end)}${c.settings ? ` ${c.settings}` : ''}`,
      // A blank line would end the cue; `-->` inside a cue's text is not allowed in WebVTT.
      ...c.text.map((l) => l.replace(/-->/g, '→')),
    ].join('\n'),
  );
  return { vtt: `${[head.join('\n'), ...notes, ...body].join('\n\n')}\n`, cues: cues.length };
}
