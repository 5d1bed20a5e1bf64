/** The back office's pages read translated fields with the shared reader (the rules use it too). */
export { translatedFromForm } from '../../shared/translated-form';
