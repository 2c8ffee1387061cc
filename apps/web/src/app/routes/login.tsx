import { LoginBanner, LoginPage } from '@/features/account/components/login-page';
import { CourseWall, useWallSlug } from './course-wall';

/**
 * /login. Reached from a course page that needs a login (or its Buy), it shows that course's card
 * where the login banner goes: beside the form from lg, between the heading and the form on a
 * phone (product §2). In app/ because it composes the account and catalogue features.
 */
export function Component() {
  const slug = useWallSlug();
  return (
    <LoginPage
      aside={
        slug ? (
          <CourseWall
            slug={slug}
            fallback={<LoginBanner />}
            className="mx-5 mt-6 sm:mx-10 lg:m-0 lg:flex lg:h-full lg:flex-col lg:justify-center lg:rounded-none lg:p-10"
          />
        ) : undefined
      }
    />
  );
}
