import { RegisterPage } from '@/features/account/components/register-page';
import { CourseWall, useWallSlug } from './course-wall';

/**
 * /register. Reached from the login wall of a course (product §2), it shows that course's card
 * above the steps. In app/ because it composes the account and catalogue features.
 */
export function Component() {
  const slug = useWallSlug();
  return <RegisterPage aside={slug ? <CourseWall slug={slug} /> : undefined} />;
}
