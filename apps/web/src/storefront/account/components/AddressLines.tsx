import type { Address } from '@emporia/contracts/account';

/** An address as it is written on a parcel. */
export function AddressLines({ address }: { address: Address }) {
  const cityLine = [address.city, address.zone?.code ?? '', address.postcode].filter(Boolean).join(' ');
  return (
    <address className="mb-0">
      {address.firstname} {address.lastname}
      <br />
      {address.company && (
        <>
          {address.company}
          <br />
        </>
      )}
      {address.address_1}
      {address.address_2 && `, ${address.address_2}`}
      <br />
      {cityLine}
      <br />
      {address.country.name}
    </address>
  );
}
