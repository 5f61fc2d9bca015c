import {
  createApiClient,
  INVOICE_ACTIONS,
  isApiError,
  type FileReply,
  type DocumentNumber,
  type InvoiceFormat,
  type InvoiceListReply,
  type InvoiceListRequest,
  type InvoiceMonthRequest,
} from '@shop/shared';
import {
  ORDER_ADMIN_ACTIONS,
  PHOTO_ACTIONS,
  RELEASE_ADMIN_ACTIONS,
  RELEASE_PINS_PATH,
  releasePinsReplySchema,
  staffReleasesReplySchema,
  STAFF_SESSION_HEADER,
  type PhotoAltWrite,
  type PhotoOrder,
  type PhotoReply,
  type ReleasePin,
  type StaffReleasesReply,
  type OrderDeliveredRequest,
  type OrderDetailReply,
  type OrderListReply,
  type OrderListRequest,
  type OrderTransitionInput,
  type OrderTransitionReply,
  type ReturnMoveInput,
  type ReturnMoveReply,
  type StockReply,
  type StockWrite,
  type StockWriteReply,
  type StaffLoginPayload,
  type StaffLoginReply,
  type StaffReadRequest,
  type WriteOperation,
  type WriteReply,
  type WriteRequest,
} from '@shop/shared/staff';
import { setStaffSessionId, staffSessionId } from './session';

const client = createApiClient({
  admin: true,
  extraHeaders: (): Record<string, string> => {
    const id = staffSessionId();
    return id ? { [STAFF_SESSION_HEADER]: id } : {};
  },
});

/** A refused staff session ends it here too: the frame then shows 'Accesso negato'. */
async function endSessionWhenRefused<T>(request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if (isApiError(error) && error.status === 401) setStaffSessionId(null);
    throw error;
  }
}

function call<T>(path: string, body: unknown, signal?: AbortSignal): Promise<T> {
  return endSessionWhenRefused(client.post<T>(path, body, { signal }));
}

export function staffRead<T>(request: StaffReadRequest, signal?: AbortSignal): Promise<T> {
  return call<T>('StaffAPI/read', request, signal);
}

export function staffWrite(operation: WriteOperation, body: WriteRequest): Promise<WriteReply> {
  return call<WriteReply>(`API/${operation}`, body);
}

/** A page of the invoices issued, newest first. */
export function staffInvoices(request: InvoiceListRequest, signal?: AbortSignal): Promise<InvoiceListReply> {
  return call<InvoiceListReply>(INVOICE_ACTIONS.staffList, request, signal);
}

/**
 * An order's invoice, or one of its credit notes, as FatturaPA XML or as the printable copy; the
 * staff session goes in the header, never in a URL.
 */
export function staffInvoiceFile(orderId: string, format: InvoiceFormat, creditNote?: DocumentNumber): Promise<FileReply> {
  return endSessionWhenRefused(
    client.postForBlob(INVOICE_ACTIONS.staffDownload, { orderId, format, ...(creditNote ? { creditNote } : {}) }),
  );
}

/** A month's invoices and credit notes as FatturaPA XML files in one ZIP. */
export function staffInvoiceMonthZip(month: InvoiceMonthRequest): Promise<FileReply> {
  return endSessionWhenRefused(client.postForBlob(INVOICE_ACTIONS.staffMonthZip, month));
}

/** A page of orders, filtered and sorted by date. */
export function staffOrders(request: OrderListRequest, signal?: AbortSignal): Promise<OrderListReply> {
  return call<OrderListReply>(ORDER_ADMIN_ACTIONS.list, request, signal);
}

/** One order whole. */
export function staffOrder(orderId: string, signal?: AbortSignal): Promise<OrderDetailReply> {
  return call<OrderDetailReply>(ORDER_ADMIN_ACTIONS.detail, { orderId }, signal);
}

/** Ships, cancels, confirms or refunds an order; a move no longer open answers 409 with the reason. */
export function staffMoveOrder(move: OrderTransitionInput): Promise<OrderTransitionReply> {
  return call<OrderTransitionReply>(ORDER_ADMIN_ACTIONS.transition, move);
}

/** Records the day a shipped order reached its buyer (the withdrawal period runs from it). */
export function staffOrderDelivered(request: OrderDeliveredRequest): Promise<{ error: false }> {
  return call<{ error: false }>(ORDER_ADMIN_ACTIONS.delivered, request);
}

/** Receives, refunds or refuses a return; a move no longer open (another member of staff was first) answers 409 with the reason. */
export function staffMoveReturn(move: ReturnMoveInput): Promise<ReturnMoveReply> {
  return call<ReturnMoveReply>(ORDER_ADMIN_ACTIONS.returnMove, move);
}

/** An article's stock per colour and size. */
export function staffStock(codArticolo: string, signal?: AbortSignal): Promise<StockReply> {
  return call<StockReply>(ORDER_ADMIN_ACTIONS.stock, { codArticolo }, signal);
}

/** Sets an article's stock per colour and size, all or none. */
export function staffSetStock(write: StockWrite): Promise<StockWriteReply> {
  return call<StockWriteReply>(ORDER_ADMIN_ACTIONS.setStock, write);
}

/** An article's photos, every colour, in their order. */
export function staffPhotos(codArticolo: string, signal?: AbortSignal): Promise<PhotoReply> {
  return call<PhotoReply>(PHOTO_ACTIONS.list, { codArticolo }, signal);
}

/** Puts a colour's photos in the order given (every one of them, each once); answers the article's photos after it. */
export function staffPhotoOrder(order: PhotoOrder): Promise<PhotoReply> {
  return call<PhotoReply>(PHOTO_ACTIONS.order, order);
}

/** Sets a photo's Italian and English alternative texts. */
export function staffPhotoAlt(write: PhotoAltWrite): Promise<PhotoReply> {
  return call<PhotoReply>(PHOTO_ACTIONS.alt, write);
}

/** Makes a photo its colour's first. */
export function staffPhotoFirst(id: number): Promise<PhotoReply> {
  return call<PhotoReply>(PHOTO_ACTIONS.first, { id });
}

/** Deletes a photo and its sizes. */
export function staffPhotoDelete(id: number): Promise<PhotoReply> {
  return call<PhotoReply>(PHOTO_ACTIONS.remove, { id });
}

/** Each remote's active release, its candidate, the releases before and the latest activations, with the pins of this browser. */
export async function staffReleases(signal?: AbortSignal): Promise<StaffReleasesReply> {
  return staffReleasesReplySchema.parse(await call<unknown>(RELEASE_ADMIN_ACTIONS.list, {}, signal));
}

/** Pins these releases in this browser instead of the active ones (an empty list clears them); answers the pins set. */
export async function staffPinReleases(pins: ReleasePin[]): Promise<ReleasePin[]> {
  return releasePinsReplySchema.parse(await call<unknown>(RELEASE_PINS_PATH, { pins })).pins;
}

export async function staffLogin(payload: StaffLoginPayload): Promise<StaffLoginReply> {
  // A wrong password answers 401 with a message: that is a reply to show, not an ended session.
  try {
    return await client.post<StaffLoginReply>('StaffAction/login', payload);
  } catch (error) {
    if (isApiError(error) && error.status && error.status < 500) return { error: true, message: error.message };
    throw error;
  }
}

export async function staffLogout(): Promise<void> {
  try {
    await client.post('StaffAction/logout', {});
  } finally {
    setStaffSessionId(null);
  }
}
