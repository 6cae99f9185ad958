export default 'asset-stub';
