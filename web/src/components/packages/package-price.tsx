import { Badge, HStack, Stack, Text, VisuallyHidden, type StackProps } from '@chakra-ui/react';
import { formatPrice } from '../../lib/format';

interface PriceFields {
  adult: number;
  currency: string;
  wasAdult?: number | null | undefined;
}

/** The saving of a package on special, or null when it is not on special. */
export const specialSaving = (price: PriceFields): number | null =>
  price.wasAdult != null && price.wasAdult > price.adult ? price.wasAdult - price.adult : null;

interface PackagePriceProps extends StackProps {
  price: PriceFields;
  size?: 'md' | 'lg';
  /** Shown above the amount. */
  caption?: string;
}

/**
 * An adult price in the package's currency (rand as `R 24 500`); on special also the price before,
 * struck through, and the saving.
 */
export const PackagePrice = ({ price, size = 'md', caption = 'From, per adult', ...props }: PackagePriceProps) => {
  const saving = specialSaving(price);
  return (
    <Stack gap="0.5" {...props}>
      <Text fontSize="xs" color="fg.muted">
        {caption}
      </Text>
      <HStack gap="2" alignItems="baseline" flexWrap="wrap">
        <Text fontSize={size === 'lg' ? '3xl' : 'xl'} fontWeight="800" color="brand.fg" lineHeight="1.1">
          {formatPrice(price.adult, price.currency)}
        </Text>
        {saving !== null && price.wasAdult != null && (
          <Text as="del" color="fg.muted" fontSize={size === 'lg' ? 'lg' : 'sm'}>
            <VisuallyHidden>Was </VisuallyHidden>
            {formatPrice(price.wasAdult, price.currency)}
          </Text>
        )}
      </HStack>
      {saving !== null && (
        <Badge colorPalette="red" variant="subtle" alignSelf="flex-start" mt="1">
          Save {formatPrice(saving, price.currency)}
        </Badge>
      )}
    </Stack>
  );
};
