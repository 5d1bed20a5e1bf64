import type { ImageDto } from '../../../modules/catalog';
import { Picture } from '../picture';
import { ImageIcon } from '../product/icons';
import './cart-picture.css';

/**
 * A cart line's picture: the variant's, else the product's (the cart answers them in that
 * order), else a placeholder. Decorative: the product name beside it names the line.
 */
export function CartPicture({ image }: { image: ImageDto | null | undefined }) {
  return (
    <span className="cart-picture">
      {image ? (
        <Picture image={image} preset="thumb" alt="" className="cart-picture-image" />
      ) : (
        <span
          className="cart-picture-placeholder"
          aria-hidden="true"
          data-testid="cart-placeholder"
        >
          <ImageIcon size={32} />
        </span>
      )}
    </span>
  );
}
