import { ApiProperty } from '@nestjs/swagger';

/** The answer to an upload: site-relative URLs to store in a hotel's, room type's or package's photos. */
export class UploadedPhoto {
  @ApiProperty({ example: '/uploads/0b7f6f9e-3c1a-4f5e-9d7e-2a1b3c4d5e6f.webp', description: 'Display version, at most 1600×1600, WebP.' })
  url: string;

  @ApiProperty({ example: '/uploads/0b7f6f9e-3c1a-4f5e-9d7e-2a1b3c4d5e6f-thumb.webp', description: 'Thumbnail, at most 400×400, WebP.' })
  thumbnailUrl: string;

  @ApiProperty({ example: 1600, description: 'Width of the display version in pixels.' })
  width: number;

  @ApiProperty({ example: 1067, description: 'Height of the display version in pixels.' })
  height: number;
}
