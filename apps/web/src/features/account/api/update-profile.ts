import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_TYPE, FIXED_COUNTRY, FIXED_PHONE_COUNTRY_CODE } from '@app/contract/account/constants';
import { updateProfile as updateProfileCall } from '@app/contract/account/endpoints';
import type { ProfileUpdate, User } from '@app/contract/account/schemas';
import { callData } from '@/shared/http/client';
import { currentUserQueryOptions, setCurrentUser } from './get-current-user';

/** product §3, §5: fixed values of the profile update (the server enforces them too). */
const FIXED = { type: ACCOUNT_TYPE, country: FIXED_COUNTRY, phone_country_code: FIXED_PHONE_COUNTRY_CODE };

/**
 * PUT /api/v1/users/update, the product §3 multipart form: every profile field, the fixed
 * values, and the photo when chosen.
 */
export const updateProfile = ({
  fields,
  photo,
}: {
  fields: ProfileUpdate;
  photo?: File | null;
}): Promise<User> =>
  callData(
    updateProfileCall,
    { body: { ...fields, ...FIXED, ...(photo ? { photo } : {}) } },
    { timeoutMs: 60_000 },
  );

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
