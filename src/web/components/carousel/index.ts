export { Carousel, type CarouselProps } from './carousel';
export { CAROUSEL, layoutFor } from './paging';
