// ... rest of the config ...

if (isProd) {
  config.plugins.push(new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css' }));
  config.optimization = {
    splitChunks: { chunks: 'all' },
    runtimeChunk: 'single',
  };
}

if (process.env.ANALYZE) {
  const { BundleAnalyzerPlugin } = require('webpack-bundle-analyzer');
  config.plugins.push(new BundleAnalyzerPlugin({ analyzerMode: 'static', openAnalyzer: false }));
}

module.exports = config;
