/** No API body we accept comes near this; larger bodies are refused (413) before parsing. */
export const MAX_BODY_BYTES = 32 * 1024;
