// The response envelope `{ success, message, data }` every API call answers (openapi/ ErrorEnvelope and friends).

export interface SuccessEnvelope<T> {
  success: true;
  message: string;
  data: T;
}

export interface FailureEnvelope {
  success: false;
  message: string;
  data: null;
}

export function ok<T>(data: T, message = ''): SuccessEnvelope<T> {
  return { success: true, message, data };
}

export function failure(message: string): FailureEnvelope {
  return { success: false, message, data: null };
}
