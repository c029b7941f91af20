import { redirect, type LoaderFunctionArgs } from 'react-router';
import { PageFrame } from '../../components/page-frame/PageFrame';

/** Only paths on this site are followed, never another origin (`//host`, `/\host`). */
export function safeRedirect(target: string | null): string | null {
  return target && /^\/(?![/\\])/.test(target) ? target : null;
}

/**
 * /auth: where the login flow returns (spec §4). The navigation pipeline has loaded the user by
 * now; the visitor continues to the page they came from, else the start page.
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  const target = safeRedirect(new URL(request.url).searchParams.get('redirect'));
  return redirect(target ?? `/${params.locale ?? 'en'}`);
}

export function Component() {
  return <PageFrame heading="authPage.heading" intro="authPage.intro" />;
}
