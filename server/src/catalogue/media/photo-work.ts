import { availableParallelism } from 'node:os';
import type { Readable } from 'node:stream';
import { PHOTO_FORMATS, photoWidths, type PhotoFormat } from '@shop/shared/contracts';
import sharp from 'sharp';
import type { KeyLock } from '../../core/db/key-lock';
import type { ObjectStore } from '../../core/storage/object-store';
import { SingleFlight } from '../read/single-flight';
import { SIZE_TYPES, makeSize, originalKey, sizeKey } from './photo-sizes';

/** Where a photo's files are, and how wide its original is (upright). */
export interface PhotoFiles {
  storageKey: string;
  width: number;
}

interface Log {
  warn(fields: object, message: string): void;
}

/**
 * Sizes made at once for requests: half the cores (at least one), each image on one libvips thread,
 * so the other half answers the shop's requests. Sizes made ahead run one at a time besides these.
 */
const REQUEST_SLOTS = Math.max(1, Math.floor(availableParallelism() / 2));

let sharpReady = false;
/** One thread per image (the slots above are the parallelism) and no decoded images kept between sizes. */
function configureSharp(): void {
  if (sharpReady) return;
  sharp.concurrency(1);
  sharp.cache(false);
  sharpReady = true;
}

/** At most `slots` tasks at once; the others wait their turn in order. */
class Slots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly slots: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.slots) this.running += 1;
    // A finishing task hands its slot straight to the next in line.
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

const works = new Set<PhotoWork>();

/** Resolves once no photo's sizes are being made ahead anywhere in this process (tests wait for it). */
export async function photoWorkSettled(): Promise<void> {
  for (const work of works) await work.settled();
}

/**
 * Makes the sizes of the photos: every size of a new photo ahead, off the request path, one after
 * another; a size asked for before it is made, at once. A size is made once however many ask for it
 * together (single flight), in this instance and, through the key lock, across instances; once
 * stored, it is served from the storage.
 */
export class PhotoWork {
  private readonly flight = new SingleFlight<Buffer | null>();
  private readonly slots = new Slots(REQUEST_SLOTS);
  private readonly queue: PhotoFiles[] = [];
  private running: Promise<void> | null = null;
  private closed = false;

  constructor(
    private readonly store: ObjectStore,
    private readonly log: Log,
    /** Across instances: a size asked of two at once is made by one, the other then reads it. */
    private readonly lock: KeyLock = (_key, work) => work(),
  ) {
    configureSharp();
    works.add(this);
  }

  /** A size as stored, or made now; null when the photo's original is gone. */
  async size(photo: PhotoFiles, width: number, format: PhotoFormat): Promise<Readable | Buffer | null> {
    const key = sizeKey(photo.storageKey, width, format);
    const stored = await this.store.stream(key);
    return (
      stored ?? this.flight.run(key, () => this.slots.run(() => this.lock(key, () => this.make(photo.storageKey, width, format, null))))
    );
  }

  /** Queues every size of a photo to be made ahead. */
  ahead(photo: PhotoFiles): void {
    if (this.closed) return;
    this.queue.push(photo);
    this.drain();
  }

  /** Stops making sizes ahead once the current one is done. */
  async close(): Promise<void> {
    this.closed = true;
    this.queue.length = 0;
    await this.running;
    works.delete(this);
  }

  /** Resolves when the queue is empty and nothing is being made ahead. */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  private drain(): void {
    if (this.running || this.closed) return;
    this.running = this.work().finally(() => {
      this.running = null;
      if (this.queue.length > 0) this.drain();
    });
  }

  private async work(): Promise<void> {
    for (let photo = this.queue.shift(); photo && !this.closed; photo = this.queue.shift()) {
      try {
        await this.makeAll(photo);
      } catch (error) {
        this.log.warn({ err: error, photo: photo.storageKey }, 'photo sizes not made ahead: each is made when first asked for');
      }
    }
  }

  private async makeAll(photo: PhotoFiles): Promise<void> {
    // The original is read once for all its sizes.
    const original = await this.store.get(originalKey(photo.storageKey));
    for (const width of photoWidths(photo.width)) {
      for (const format of PHOTO_FORMATS) {
        if (!original || this.closed) return;
        const key = sizeKey(photo.storageKey, width, format);
        if (await this.store.exists(key)) continue;
        const made = await this.flight.run(key, () => this.lock(key, () => this.make(photo.storageKey, width, format, original)));
        if (made === null) return;
      }
    }
  }

  /**
   * Makes and stores one size; null when the original is gone. Looks again first: another caller
   * may have stored it since this one looked. And looks for the original once the size is stored:
   * if the photo was deleted meanwhile (the original goes first), the size goes too, so no size
   * outlives its photo.
   */
  private async make(folder: string, width: number, format: PhotoFormat, original: Buffer | null): Promise<Buffer | null> {
    const key = sizeKey(folder, width, format);
    const stored = await this.store.get(key);
    if (stored) return stored;
    const source = original ?? (await this.store.get(originalKey(folder)));
    if (!source) return null;
    const body = await makeSize(source, width, format);
    await this.store.put(key, body, SIZE_TYPES[format]);
    if (!(await this.store.exists(originalKey(folder)))) {
      await this.store.delete(key);
      return null;
    }
    return body;
  }
}

/** Deletes a photo's files: the original first (a size made meanwhile then removes itself), then every size. */
export async function deletePhotoFiles(store: ObjectStore, photo: PhotoFiles): Promise<void> {
  await store.delete(originalKey(photo.storageKey));
  const sizes = photoWidths(photo.width).flatMap((width) => PHOTO_FORMATS.map((format) => sizeKey(photo.storageKey, width, format)));
  await Promise.all(sizes.map((key) => store.delete(key)));
}
