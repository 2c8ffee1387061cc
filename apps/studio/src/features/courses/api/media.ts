import { useQuery } from '@tanstack/react-query';
import { getLessonFile } from '@app/contract/studio/endpoints';
import type { StudioVideo } from '@app/contract/studio/video';
import type { AnyEndpoint } from '@app/contract/endpoint';
import { callData } from '@/shared/http/client';

/** How often a video is asked for while it uploads or transcodes. */
export const VIDEO_POLL_MS = 2000;

const settled = (video: StudioVideo | undefined) => video?.status === 'ready' || video?.status === 'failed';

/**
 * `GET /api/studio/videos/:id`, served beside the tus uploads (apps/api/src/modules/studio/uploads/
 * routes.ts), outside the contract like them: described here for call().
 */
const getVideo = {
  method: 'GET',
  path: '/api/studio/videos/:id',
  auth: 'studio',
  summary: 'A studio video',
  tag: 'studio',
} as unknown as AnyEndpoint;

/** A studio video, polled while it is not ready or failed. */
export const useVideo = (id: string | null) =>
  useQuery({
    queryKey: ['studio', 'video', id],
    enabled: id !== null,
    queryFn: ({ signal }) => callData(getVideo, { params: { id: id! } }, { signal }) as Promise<StudioVideo>,
    refetchInterval: (query) => (settled(query.state.data) ? false : VIDEO_POLL_MS),
  });

/** A lesson's stored file, with its video for a video lesson's MP4 (the editor opened again). */
export const useLessonFile = (id: string | null) =>
  useQuery({
    queryKey: ['studio', 'file', id],
    enabled: id !== null,
    queryFn: ({ signal }) => callData(getLessonFile, { params: { id: id! } }, { signal }),
    staleTime: 60_000,
    refetchInterval: (query) => {
      const video = query.state.data?.video;
      return video && !settled(video) ? VIDEO_POLL_MS : false;
    },
  });
