import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { COVER } from '@app/contract/studio/constants';
import { useT } from '@/shared/i18n/i18n';
import { Button } from '@/shared/ui/button';

export interface CropRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

const RATIO = COVER.ratioWidth / COVER.ratioHeight;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The frame of width `w` kept inside a width × height image, its top-left corner moved to fit. */
export function placeFrame(width: number, height: number, x: number, y: number, w: number): CropRect {
  const h = Math.round(w / RATIO);
  return {
    x: Math.round(clamp(x, 0, width - w)),
    y: Math.round(clamp(y, 0, height - h)),
    width: w,
    height: h,
  };
}

interface CoverCropperProps {
  src: string;
  width: number;
  height: number;
  onCancel: () => void;
  onUse: (crop: CropRect) => void;
}

/**
 * Picks the 16:9 part of an image the course card shows: the frame is dragged with a pointer, or
 * focused and moved with the arrow keys (Shift for bigger steps), and sized with a slider; the
 * server crops exactly this rectangle (uploadCourseCover). A modal dialog: Escape cancels.
 */
export function CoverCropper({ src, width, height, onCancel, onUse }: CoverCropperProps) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const maxW = Math.min(width, Math.floor(height * RATIO));
  const minW = Math.min(COVER.minWidth, maxW);
  const [frame, setFrame] = useState(() =>
    placeFrame(width, height, (width - maxW) / 2, (height - maxW / RATIO) / 2, maxW),
  );
  const drag = useRef<{ px: number; py: number; x: number; y: number } | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal?.();
    return () => element?.close?.();
  }, []);

  const scale = () => width / (stage.current?.getBoundingClientRect().width || width);
  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { px: event.clientX, py: event.clientY, x: frame.x, y: frame.y };
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const start = drag.current;
    if (!start) return;
    const s = scale();
    setFrame(
      placeFrame(
        width,
        height,
        start.x + (event.clientX - start.px) * s,
        start.y + (event.clientY - start.py) * s,
        frame.width,
      ),
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = Math.max(1, Math.round(width / 100)) * (event.shiftKey ? 10 : 1);
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setFrame(placeFrame(width, height, frame.x + move[0], frame.y + move[1], frame.width));
  };
  const resize = (w: number) => {
    const cx = frame.x + frame.width / 2;
    const cy = frame.y + frame.height / 2;
    setFrame(placeFrame(width, height, cx - w / 2, cy - w / RATIO / 2, w));
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby="crop-title"
      aria-describedby="crop-lead"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className="m-auto w-[min(56rem,calc(100vw-1.5rem))] max-w-none rounded-2xl bg-white p-0 text-ink shadow-[var(--shadow-lift)] backdrop:bg-slate-950/60"
    >
      <div className="flex flex-col gap-4 p-4 sm:p-6">
        <div>
          <h2 id="crop-title" className="text-lg font-bold">
            {t('cover.crop.title')}
          </h2>
          <p id="crop-lead" className="mt-1 text-sm text-ink-soft">
            {t('cover.crop.lead')}
          </p>
        </div>
        <CropStage
          stageRef={stage}
          src={src}
          width={width}
          height={height}
          frame={frame}
          label={t('cover.crop.frame')}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerEnd={() => (drag.current = null)}
          onKeyDown={onKeyDown}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor="crop-size" className="text-sm font-semibold">
            {t('cover.crop.size')}
          </label>
          <input
            id="crop-size"
            type="range"
            min={minW}
            max={maxW}
            step={1}
            value={frame.width}
            disabled={minW === maxW}
            aria-valuetext={`${frame.width} × ${frame.height}`}
            onChange={(event) => resize(Number(event.target.value))}
            className="accent-[var(--tenant-primary)]"
          />
          <p className="text-xs text-ink-soft" aria-hidden>
            {frame.width} × {frame.height} px
          </p>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel}>
            {t('cover.crop.cancel')}
          </Button>
          <Button onClick={() => onUse(frame)}>{t('cover.crop.use')}</Button>
        </div>
      </div>
    </dialog>
  );
}

const pct = (value: number, of: number) => `${(value / of) * 100}%`;

interface CropStageProps {
  stageRef: RefObject<HTMLDivElement | null>;
  src: string;
  width: number;
  height: number;
  frame: CropRect;
  label: string;
  onPointerDown: (event: PointerEvent<HTMLButtonElement>) => void;
  onPointerMove: (event: PointerEvent<HTMLButtonElement>) => void;
  onPointerEnd: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

/** The image with the frame over it; outside the frame is dimmed. */
function CropStage({
  stageRef,
  src,
  width,
  height,
  frame,
  label,
  onPointerDown,
  onPointerMove,
  onPointerEnd,
  onKeyDown,
}: CropStageProps) {
  return (
    <div
      ref={stageRef}
      className="relative mx-auto w-full overflow-hidden rounded-xl bg-slate-900 select-none"
      style={{
        aspectRatio: `${width} / ${height}`,
        maxHeight: '60vh',
        maxWidth: `calc(60vh * ${width / height})`,
      }}
    >
      <img src={src} alt="" draggable={false} className="absolute inset-0 size-full" />
      <button
        type="button"
        aria-label={label}
        data-testid="crop-frame"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onKeyDown={onKeyDown}
        className="absolute cursor-move touch-none rounded-none border-2 border-white shadow-[0_0_0_9999px_rgb(15_23_42/0.55)] focus-visible:outline-4 focus-visible:outline-offset-0 focus-visible:outline-sky-400"
        style={{
          left: pct(frame.x, width),
          top: pct(frame.y, height),
          width: pct(frame.width, width),
          height: pct(frame.height, height),
        }}
      >
        <span aria-hidden className="absolute inset-y-0 left-1/3 border-l border-white/50" />
        <span aria-hidden className="absolute inset-y-0 left-2/3 border-l border-white/50" />
        <span aria-hidden className="absolute inset-x-0 top-1/3 border-t border-white/50" />
        <span aria-hidden className="absolute inset-x-0 top-2/3 border-t border-white/50" />
      </button>
    </div>
  );
}
