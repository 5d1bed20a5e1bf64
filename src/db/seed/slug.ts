// The catalogue's slug rule lives in shared/ (the back office's product editor uses it too).
export { slugify } from '../../shared/slug';
