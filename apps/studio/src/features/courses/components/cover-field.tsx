import { useEffect, useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { uploadCourseCover } from '@app/contract/studio/endpoints';
import { COVER } from '@app/contract/studio/constants';
import { ApiError, callData } from '@/shared/http/client';
import { errorText, fieldText } from '@/shared/http/error-words';
import { useT } from '@/shared/i18n/i18n';
import { buttonClass, Button } from '@/shared/ui/button';
import { Icon, icons } from '@/shared/ui/icons';
import { fieldId, type CourseFormValues } from '../lib/form-values';
import { CoverCropper, type CropRect } from './cover-cropper';

interface Picked {
  file: File;
  src: string;
  width: number;
  height: number;
}

/** An image file's pixel size, read by the browser (the server checks it again from the bytes). */
function sizeOf(src: string): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => resolve(null);
    image.src = src;
  });
}

/**
 * The course's cover: chosen from a file, cropped to 16:9 in the cropper, uploaded at once
 * (POST /api/studio/covers, which crops it again on the server and stores its responsive copies),
 * then kept with the course when it is saved. Problems are named under the field.
 */
export function CoverField() {
  const t = useT();
  const inputId = useId();
  const { watch, setValue, formState } = useFormContext<CourseFormValues>();
  const coverUrl = watch('cover_url');
  const { picked, setPicked, busy, problem, done, setDone, choose, upload } = useCoverUpload();
  const formError = fieldText(t, formState.errors.cover_media_id?.message);
  const shown = problem ?? formError;
  return (
    <div className="flex flex-col gap-3" id={fieldId('cover_media_id')} tabIndex={-1}>
      <CoverPreview url={coverUrl} busy={busy} />
      <p id={`${inputId}-hint`} className="text-xs text-ink-soft">
        {t('cover.hint')}
      </p>
      <div className="flex flex-wrap gap-2">
        <label
          className={buttonClass(
            'secondary',
            'sm',
            'cursor-pointer has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand',
          )}
        >
          <Icon path={icons.image} size={16} />
          {coverUrl ? t('cover.change') : t('cover.choose')}
          <input
            id={inputId}
            type="file"
            accept={COVER.types.join(',')}
            className="sr-only"
            data-testid="cover-input"
            disabled={busy}
            aria-invalid={shown ? true : undefined}
            aria-describedby={[shown ? `${inputId}-error` : '', `${inputId}-hint`].filter(Boolean).join(' ')}
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
        {coverUrl && (
          <Button
            variant="danger"
            size="sm"
            onClick={() => {
              setValue('cover_media_id', null, { shouldDirty: true });
              setValue('cover_url', null, { shouldDirty: true });
              setDone(false);
            }}
          >
            <Icon path={icons.trash} size={16} />
            {t('cover.remove')}
          </Button>
        )}
      </div>
      {shown && (
        <p id={`${inputId}-error`} role="alert" className="text-sm font-medium text-red-700">
          {shown}
        </p>
      )}
      {done && !shown && (
        <p role="status" className="text-sm font-medium text-emerald-800">
          {t('cover.uploaded')}
        </p>
      )}
      {picked && (
        <CoverCropper
          src={picked.src}
          width={picked.width}
          height={picked.height}
          onCancel={() => setPicked(null)}
          onUse={(crop) => void upload(crop)}
        />
      )}
    </div>
  );
}

/** Choosing a file (checked in the browser first), and uploading the part chosen in the cropper. */
function useCoverUpload() {
  const t = useT();
  const { setValue } = useFormContext<CourseFormValues>();
  const [picked, setPicked] = useState<Picked | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  useEffect(
    () => () => {
      if (picked) URL.revokeObjectURL(picked.src);
    },
    [picked],
  );

  async function choose(file: File | undefined) {
    setProblem(null);
    setDone(false);
    if (!file) return;
    if (!(COVER.types as readonly string[]).includes(file.type)) return setProblem(t('cover.notImage'));
    if (file.size > COVER.maxBytes) return setProblem(t('cover.tooLarge'));
    const src = URL.createObjectURL(file);
    const size = await sizeOf(src);
    if (!size) {
      URL.revokeObjectURL(src);
      return setProblem(t('cover.notImage'));
    }
    if (size.width < COVER.minWidth || size.height < COVER.minHeight) {
      URL.revokeObjectURL(src);
      return setProblem(t('cover.tooSmall', size));
    }
    setPicked({ file, src, ...size });
  }

  async function upload(crop: CropRect) {
    const file = picked!.file;
    setPicked(null);
    setBusy(true);
    try {
      const cover = await callData(uploadCourseCover, {
        body: {
          image: file,
          crop_x: crop.x,
          crop_y: crop.y,
          crop_width: crop.width,
          crop_height: crop.height,
        },
      });
      setValue('cover_media_id', cover.id, { shouldDirty: true });
      setValue('cover_url', cover.url, { shouldDirty: true });
      setDone(true);
    } catch (error) {
      const field = error instanceof ApiError ? Object.values(error.fields)[0] : undefined;
      setProblem(field ? fieldText(t, field)! : errorText(t, error));
    } finally {
      setBusy(false);
    }
  }

  return { picked, setPicked, busy, problem, done, setDone, choose, upload };
}

function CoverPreview({ url, busy }: { url: string | null; busy: boolean }) {
  const t = useT();
  return (
    <div className="relative aspect-video overflow-hidden rounded-xl border border-line bg-brand-soft">
      {url ? (
        <img src={url} alt={t('cover.alt')} className="size-full object-cover" data-testid="cover-preview" />
      ) : (
        <div className="flex size-full flex-col items-center justify-center gap-1 text-brand">
          <Icon path={icons.image} size={32} />
          <span className="text-sm font-semibold">{t('cover.none')}</span>
        </div>
      )}
      {busy && (
        <div className="absolute inset-0 grid place-items-center bg-white/70" role="status">
          <span className="flex items-center gap-2 text-sm font-semibold text-ink">
            <span
              aria-hidden
              className="size-5 animate-spin rounded-full border-2 border-brand border-r-transparent"
            />
            {t('cover.uploading')}
          </span>
        </div>
      )}
    </div>
  );
}
