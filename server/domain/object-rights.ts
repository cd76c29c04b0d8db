/** Download behaviour codes of an object record's views (spec §5, §9). */
export const DOWNLOAD_BEHAVIOR = { fullscreenAndDownload: 140, fullscreenOnly: 139, none: 3 } as const;

/** Rights type codes the rules name (spec §9): the others carry no rule of their own. */
export const RIGHTS_TYPE = { undetermined: 4, imageRightsReserved: 6, makerUnknown: 9, multipleHolders: 10, trademark: 12 } as const;

/** Shown where the rules withhold a downloadable image (spec §5). */
export const DOWNLOAD_UNAVAILABLE_MESSAGE = 'A downloadable image is unavailable for this object due to copyright, trademark or related rights.';

export interface ImageRightsInput {
  /** The record's DownloadBehavior; null when the record has none. */
  downloadBehavior: number | null;
  /** The record's RightsTypeID; null when the record has none. */
  rightsTypeId: number | null;
  /** Whether the object has an image at all. */
  hasImage: boolean;
}

export interface ImageRights {
  canFullscreen: boolean;
  canDownload: boolean;
  /** The unavailable-image message, or null when it does not apply. */
  unavailableMessage: string | null;
}

/**
 * What the image viewer may offer (spec §5): DownloadBehavior 140 allows fullscreen and download,
 * 139 fullscreen only, 3 neither. The message shows for RightsTypeID 12, and for behaviour 3 or 139
 * unless the rights type is 6 (public-domain work, image rights kept by the photographer).
 *
 * Where the spec is silent: an unknown or missing behaviour code allows nothing (the safe reading of
 * rights); rights type 12 withholds the download even under 140, so the control never contradicts the
 * message beside it; and an object without any image offers no controls, while the message follows
 * the same rules as for any object (the spec makes no exception: a visitor is told why no image can
 * be had, whether or not a photograph exists).
 */
export function imageRights({ downloadBehavior, rightsTypeId, hasImage }: ImageRightsInput): ImageRights {
  const behavior = downloadBehavior === DOWNLOAD_BEHAVIOR.fullscreenAndDownload || downloadBehavior === DOWNLOAD_BEHAVIOR.fullscreenOnly ? downloadBehavior : DOWNLOAD_BEHAVIOR.none;
  const trademark = rightsTypeId === RIGHTS_TYPE.trademark;
  const withheld = behavior !== DOWNLOAD_BEHAVIOR.fullscreenAndDownload && rightsTypeId !== RIGHTS_TYPE.imageRightsReserved;
  return {
    canFullscreen: hasImage && behavior !== DOWNLOAD_BEHAVIOR.none,
    canDownload: hasImage && behavior === DOWNLOAD_BEHAVIOR.fullscreenAndDownload && !trademark,
    unavailableMessage: trademark || withheld ? DOWNLOAD_UNAVAILABLE_MESSAGE : null,
  };
}
