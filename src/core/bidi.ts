// The bidi formatting characters (Arabic letter mark, LRM and RLM, embeddings and overrides, the
// isolates): in text from a record or a file name they can make what follows read reversed.
export const BIDI_CONTROLS = '\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069';
