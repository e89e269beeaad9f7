/**
 * The about page: product, version, patch, build number and year, read from the static
 * version text file (three lines: version, year, build number), then the copyright and trademarks.
 */
import { useVersion, type VersionInfo } from '../../layout/version';

/** The product's name as the about page shows it. */
export const PRODUCT_NAME = 'Formwright Designer';

/** The facts of the about page, split from the version file's lines. */
export interface AboutFacts {
  /** major.minor of the product version. */
  readonly version: string;
  /** The third part of the version (0 when the file gives only major.minor). */
  readonly patch: string;
  readonly buildNumber: string;
  readonly year: string;
}

/** Splits the file's version line into version (major.minor) and patch. */
export function aboutFacts(info: VersionInfo): AboutFacts {
  const [major = '', minor = '0', patch = '0'] = info.version.split('.');
  return {
    version: major === '' ? '' : `${major}.${minor}`,
    patch,
    buildNumber: info.buildNumber,
    year: info.year,
  };
}

/** The about page; shows 'Loading, please wait...' until the version file is read. */
export default function AboutPage() {
  const info = useVersion();
  if (!info) return <p className="fw-empty">Loading, please wait...</p>;
  const facts = aboutFacts(info);
  return (
    <article className="fw-help-page fw-about">
      <h1>About {PRODUCT_NAME}</h1>
      <dl>
        <dt>Product</dt>
        <dd>{PRODUCT_NAME}</dd>
        <dt>Version</dt>
        <dd>{facts.version}</dd>
        <dt>Patch</dt>
        <dd>{facts.patch}</dd>
        <dt>Build number</dt>
        <dd>{facts.buildNumber}</dd>
        <dt>Year</dt>
        <dd>{facts.year}</dd>
      </dl>
      <p>
        Copyright © {facts.year} the {PRODUCT_NAME} authors. All rights reserved.
      </p>
      <p>
        Formwright is the name of this product. IDS7 and Sectra are trademarks of Sectra AB; openEHR is a
        trademark of the openEHR Foundation; other names are trademarks of their respective owners.
      </p>
    </article>
  );
}
