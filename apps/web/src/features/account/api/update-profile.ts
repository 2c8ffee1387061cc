import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdate, User } from '@app/contract/account';
import { request } from '@/shared/http/client';
import { currentUserQueryOptions, setCurrentUser } from './get-current-user';

/** spec §3, §5: fixed values of the profile update (the server enforces them too). */
const FIXED = { type: 'Consumer', country: 'Indonesia', phone_country_code: '+62' } as const;

export interface ProfileUpdateInput {
  fields: ProfileUpdate;
  photo?: File | null;
}

/** The spec §3 multipart form: every profile field, the fixed values, and the photo when chosen. */
export function profileFormData({ fields, photo }: ProfileUpdateInput): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...fields, ...FIXED }))
    if (value !== undefined && value !== null) form.append(name, String(value));
  if (photo) form.append('photo', photo, photo.name);
  return form;
}

/** PUT /api/v1/users/update (multipart). */
export async function updateProfile(input: ProfileUpdateInput): Promise<User> {
  const answer = await request<{ data: User }>('/api/v1/users/update', {
    method: 'PUT',
    multipart: profileFormData(input),
    auth: 'token',
    timeoutMs: 60_000,
  });
  return answer.data;
}

/** On success the navbar's avatar and name update: the user query gets the new user. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (user) => {
      if (user && typeof user === 'object' && 'email' in user) setCurrentUser(queryClient, user);
      await queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
    },
  });
}
