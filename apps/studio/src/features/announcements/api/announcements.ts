import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getAnnouncement,
  getAnnouncementOptions,
  listAnnouncements,
} from '@app/contract/announcements/endpoints';
import { callData } from '@/shared/http/client';
import { useI18n } from '@/shared/i18n/i18n';

export const announcementsKey = ['studio', 'announcements'] as const;
export const announcementKey = (id: string) => [...announcementsKey, 'one', id] as const;

/** The courses this person may announce to (in the studio's language), the default language, the limits. */
export function useAnnouncementOptions() {
  const lang = useI18n((s) => s.locale);
  return useQuery({
    queryKey: [...announcementsKey, 'options', lang],
    queryFn: ({ signal }) => callData(getAnnouncementOptions, { query: { lang } }, { signal }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

const mailing = (status: string | undefined) => status === 'queued' || status === 'sending';

/** The history, newest first; read again every few seconds while one is still being mailed. */
export function useAnnouncements(page: number) {
  const lang = useI18n((s) => s.locale);
  return useQuery({
    queryKey: [...announcementsKey, 'list', lang, page],
    queryFn: ({ signal }) => callData(listAnnouncements, { query: { page } }, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.items.some((a) => mailing(a.status)) ? 3000 : false),
  });
}

/** One announcement; read again every two seconds while it is being mailed. */
export function useAnnouncement(id: string) {
  return useQuery({
    queryKey: announcementKey(id),
    queryFn: ({ signal }) => callData(getAnnouncement, { params: { id } }, { signal }),
    retry: false,
    refetchInterval: (query) => (mailing(query.state.data?.status) ? 2000 : false),
  });
}
