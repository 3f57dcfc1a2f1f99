import type { MediaFile } from '@nirvana/shared/api/schemas';
import { HEADER_SIZES } from '@nirvana/shared/header-pictures';
import { Picture } from '@nirvana/shared/picture';

/** The page's h1, over its header image when it has one. */
export function PageHeader({ title, image, children }: { title: string; image?: MediaFile | null; children?: React.ReactNode }) {
  if (!image) {
    return (
      <header className="page-header container">
        <h1 className="page-title">{title}</h1>
        {children}
      </header>
    );
  }
  return (
    <header className="page-header page-header--image">
      <Picture className="page-header-image" file={image} alt={image.alt ?? ''} priority sizes={HEADER_SIZES.pageHeader} fallbackSize={{ width: 1920, height: 800 }} />
      <div className="page-header-text container">
        <h1 className="page-title">{title}</h1>
        {children}
      </div>
    </header>
  );
}
