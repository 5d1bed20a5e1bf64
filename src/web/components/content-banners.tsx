/**
 * A banner (wallpaper) and a home slide as the storefront draws them: the picture, linked when
 * a link is set; the slide's title, subtitle and "discover" link over it. The back office's
 * preview renders these with the unsaved values (docs/decisions/044). Texts are text nodes.
 */
import { useT } from '../i18n';
import { Picture } from './picture';

export interface PreviewImage {
  url: string;
  alt: string;
  /** The stored picture's size: reserves its room before it loads (no layout shift). */
  width?: number | null;
  height?: number | null;
}

export interface BannerPreview {
  name: string;
  linkUrl: string;
  image: PreviewImage | null;
}

export interface SlidePreview {
  title: string;
  subtitle: string;
  link: string;
  image: PreviewImage | null;
}

export function BannerView({ banner }: { banner: BannerPreview }) {
  const t = useT();
  const picture = banner.image ? (
    <Picture image={banner.image} preset="banner" alt={banner.image.alt || banner.name} />
  ) : (
    <span className="content-banner-empty">{t('admin.content.noPicture')}</span>
  );
  return (
    <div className="content-banner" data-testid="banner-view">
      {banner.linkUrl ? <a href={banner.linkUrl}>{picture}</a> : picture}
    </div>
  );
}

export function SlideView({ slide }: { slide: SlidePreview }) {
  const t = useT();
  return (
    <div className="content-slide" data-testid="slide-view">
      {slide.image ? (
        <Picture
          image={slide.image}
          preset="tile"
          alt={slide.image.alt}
          sizes="(max-width: 767px) 88vw, 400px"
        />
      ) : null}
      <div className="content-slide-text">
        <p className="content-slide-title">{slide.title}</p>
        {slide.subtitle ? <p className="content-slide-subtitle">{slide.subtitle}</p> : null}
        {slide.link ? (
          <a className="button button-primary" href={slide.link}>
            {t('content.slide.discover')}
          </a>
        ) : null}
      </div>
    </div>
  );
}
