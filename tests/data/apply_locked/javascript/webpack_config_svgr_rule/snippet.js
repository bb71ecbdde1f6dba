// ...

module.exports = {
  // ...
  module: {
    rules: [
      // ...
      {
        test: /\.svg$/i,
        issuer: /\.jsx?$/,
        use: [{ loader: '@svgr/webpack', options: { icon: true } }],
      },
    ],
  },
  // ...
};
