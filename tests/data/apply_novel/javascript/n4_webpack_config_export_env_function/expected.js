const path = require("path");
const HtmlWebpackPlugin = require("html-webpack-plugin");
const MiniCssExtractPlugin = require("mini-css-extract-plugin");
const { DefinePlugin } = require("webpack");

const SRC = path.resolve(__dirname, "src");
const DIST = path.resolve(__dirname, "dist");

function cssLoaders(isProduction) {
  return [
    isProduction ? MiniCssExtractPlugin.loader : "style-loader",
    {
      loader: "css-loader",
      options: { importLoaders: 1, sourceMap: !isProduction },
    },
    "postcss-loader",
  ];
}

function createConfig(isProduction) {
  return {
    mode: isProduction ? "production" : "development",
    entry: {
      main: path.join(SRC, "index.js"),
    },
    output: {
      path: DIST,
      filename: isProduction ? "[name].[contenthash:8].js" : "[name].js",
      publicPath: "/",
      clean: true,
    },
    module: {
      rules: [
        {
          test: /\.jsx?$/,
          include: SRC,
          use: "babel-loader",
        },
        {
          test: /\.css$/,
          use: cssLoaders(isProduction),
        },
        {
          test: /\.(png|jpe?g|gif|svg|woff2?)$/,
          type: "asset",
          parser: { dataUrlCondition: { maxSize: 8 * 1024 } },
        },
      ],
    },
    resolve: {
      extensions: [".js", ".jsx"],
      alias: { "@": SRC },
    },
    plugins: [
      new HtmlWebpackPlugin({ template: path.join(SRC, "index.html") }),
      new DefinePlugin({
        "process.env.NODE_ENV": JSON.stringify(isProduction ? "production" : "development"),
      }),
      isProduction && new MiniCssExtractPlugin({ filename: "[name].[contenthash:8].css" }),
    ].filter(Boolean),
    devtool: isProduction ? "source-map" : "eval-cheap-module-source-map",
    devServer: {
      static: DIST,
      historyApiFallback: true,
      hot: true,
      port: 3000,
    },
  };
}

module.exports = (env = {}, argv = {}) => {
  const config = createConfig(argv.mode === "production");
  if (env.verbose) {
    config.stats = "verbose";
  }
  return config;
};
