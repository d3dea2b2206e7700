/** The addresses feature's public face: the profile's address book and the parts checkout composes. */
export { AddressBook } from './components/address-book';
export { AddressForm, type AddressFormProps } from './components/address-form';
export { AddressSummary } from './components/address-summary';
export { addressKeys } from './api/address-keys';
export { addressesQueryOptions, getAddresses, useAddresses } from './api/get-addresses';
export { createAddress, useCreateAddress } from './api/create-address';
export { toAddressInput, updateAddress, useSetDefaultAddress, useUpdateAddress } from './api/update-address';
export { deleteAddress, useDeleteAddress } from './api/delete-address';
export { addressesMessages } from './messages';
