// Every photo URL the demo seed can produce, with the size it claims for it. Shared by the
// generator and its test; the test also checks these against the photos of a real seed plan.
import { readFileSync } from 'node:fs';

/** planBranch.ts: a branch photo is 1200×800. */
export const branchPhotoSize = { width: 1200, height: 800 };
/** planMasters.ts: a master's photo is 600×600. */
export const masterPhotoSize = { width: 600, height: 600 };

/** planMasters.ts keeps its image count private (`const masterImages = 12`); read it there. */
export function masterImageCount() {
  const source = readFileSync(
    new URL('../../api/src/db/seed/planMasters.ts', import.meta.url),
    'utf8',
  );
  const match = /const masterImages = (\d+);/.exec(source);
  if (!match) throw new Error('masterImages not found in api/src/db/seed/planMasters.ts');
  return Number(match[1]);
}

/**
 * The list, from the seed's own modules: businessKinds and branchImagesPerKind, and a content
 * plan (buildContent) for the blog and for-business covers.
 */
export function demoImageList({ businessKinds, branchImagesPerKind, content }) {
  const images = [];
  for (const kind of Object.keys(businessKinds)) {
    for (let n = 1; n <= branchImagesPerKind; n++) {
      images.push({ path: `/images/branches/${kind}-${n}.jpg`, ...branchPhotoSize });
    }
  }
  const masters = masterImageCount();
  for (const sex of ['f', 'm']) {
    for (let n = 1; n <= masters; n++) {
      images.push({ path: `/images/masters/${sex}-${n}.jpg`, ...masterPhotoSize });
    }
  }
  for (const post of content.blogPosts) {
    const { url, width, height } = post.coverImage;
    images.push({ path: url, width, height });
  }
  for (const page of content.forBusinessPages) {
    const { url, width, height } = page.heroImage;
    images.push({ path: url, width, height });
  }
  return images;
}
