const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { DefinePlugin } = require('webpack');

const isProd = process.env.NODE_ENV === 'production';

const config = {
  mode: isProd ? 'production' : 'development',
  entry: {
    main: './src/index.js',
    admin: './src/admin/index.js',
  },
  output: {
    path: path.resolve(__dirname, 'dist'),
    filename: isProd ? '[name].[contenthash:8].js' : '[name].js',
    publicPath: '/',
    clean: true,
  },
  devtool: isProd ? 'source-map' : 'eval-cheap-module-source-map',
  resolve: {
    extensions: ['.js', '.jsx'],
    alias: {
      '@': path.resolve(__dirname, 'src'),
    },
  },
  module: {
    rules: [
      {
        test: /\.jsx?$/,
        exclude: /node_modules/,
        use: 'babel-loader',
      },
      {
        test: /\.css$/,
        use: [isProd ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader', 'postcss-loader'],
      },
      {
        test: /\.(png|svg|jpe?g|gif|woff2?)$/,
        type: 'asset',
      },
    ],
  },
  plugins: [
    new HtmlWebpackPlugin({ template: './public/index.html', chunks: ['main'] }),
    new HtmlWebpackPlugin({ template: './public/admin.html', filename: 'admin.html', chunks: ['admin'] }),
    new DefinePlugin({
      'process.env.API_URL': JSON.stringify(process.env.API_URL || 'http://localhost:8080'),
    }),
  ],
  devServer: {
    historyApiFallback: true,
    port: 3000,
    proxy: {
      '/api': 'http://localhost:8080',
    },
  },
};

if (isProd) {
  config.plugins.push(new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css' }));
  config.optimization = {
    splitChunks: { chunks: 'all' },
    runtimeChunk: 'single',
  };
}

module.exports = config;
