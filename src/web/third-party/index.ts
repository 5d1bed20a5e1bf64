export { loadChat, CHAT_SCRIPT_URL } from './chat';
export { documentNonce } from './nonce';
export { loadPixel, PIXEL_SCRIPT_URL } from './pixel';
