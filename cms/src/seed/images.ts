// Seed images drawn at seed time (no binaries in the repository): flat device renders and banners.
import sharp from 'sharp'

export type ImageFile = { data: Buffer; mimetype: string; name: string; size: number }

const png = async (name: string, svg: string): Promise<ImageFile> => {
  const data = await sharp(Buffer.from(svg)).png().toBuffer()
  return { data, mimetype: 'image/png', name: `${name}.png`, size: data.length }
}

/** A device standing on a soft gradient: body, mouthpiece and status light in the model's colours. */
export const deviceImage = (name: string, body: string, accent: string, slim = false) => {
  const width = slim ? 150 : 200
  const x = 400 - width / 2
  return png(
    name,
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800">
      <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4f1ec"/><stop offset="1" stop-color="#dcd6cc"/></linearGradient>
      <linearGradient id="body" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${body}"/><stop offset="0.55" stop-color="${accent}"/><stop offset="1" stop-color="${body}"/></linearGradient></defs>
      <rect width="800" height="800" fill="url(#bg)"/>
      <ellipse cx="400" cy="690" rx="${width * 0.9}" ry="26" fill="#000" opacity="0.12"/>
      <rect x="${400 - width / 4}" y="110" width="${width / 2}" height="90" rx="22" fill="#2b2b2b"/>
      <rect x="${x}" y="180" width="${width}" height="500" rx="${width / 3}" fill="url(#body)"/>
      <circle cx="400" cy="300" r="14" fill="#7fe0c2"/>
      <rect x="${400 - width / 6}" y="560" width="${width / 3}" height="12" rx="6" fill="#000" opacity="0.25"/>
    </svg>`,
  )
}

/** A wide banner of overlapping circles (post heroes, the trade-in banner, the share image). */
export const bannerImage = (name: string, from: string, to: string, width = 1600, height = 900) =>
  png(
    name,
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
      <rect width="${width}" height="${height}" fill="url(#g)"/>
      <circle cx="${width * 0.78}" cy="${height * 0.3}" r="${height * 0.42}" fill="#fff" opacity="0.12"/>
      <circle cx="${width * 0.18}" cy="${height * 0.85}" r="${height * 0.3}" fill="#fff" opacity="0.08"/>
      <circle cx="${width * 0.6}" cy="${height * 0.75}" r="${height * 0.16}" fill="#000" opacity="0.08"/>
    </svg>`,
  )
