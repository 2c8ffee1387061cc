import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '@/shared/http/client';
import { paths } from '@/shared/routes/route-table';
import { useGeneral } from '@/shared/tenant/branding';
import { studioHandoff } from '../api/studio-handoff';

/**
 * "Login As Contributor" (issue 24 item 1): the studio, signed in by a one-time code. A company
 * without a studio (404 no_studio) keeps what it had: the contributor site its tenant folder
 * names, else /contributor with the company's contact. Any other refusal is said on /contributor.
 */
export function useStudioHandoff() {
  const navigate = useNavigate();
  const general = useGeneral();
  const [pending, setPending] = useState(false);
  async function open() {
    if (pending) return;
    setPending(true);
    try {
      const { url } = await studioHandoff();
      // The code is good for 60 seconds: the studio is opened here, at once, in this tab.
      window.location.assign(url);
    } catch (error) {
      setPending(false);
      const code = error instanceof ApiError ? error.code : undefined;
      const external = general.data?.contributor_url;
      if (code === 'no_studio' && external) {
        window.open(external, '_blank', 'noopener,noreferrer');
        return;
      }
      void navigate(paths.contributor, {
        state: code === 'no_studio' ? null : { studioError: code ?? 'offline' },
      });
    }
  }
  return { open, pending };
}
