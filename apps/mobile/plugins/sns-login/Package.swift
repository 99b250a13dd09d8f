// swift-tools-version: 5.9
import PackageDescription

// 일터's Kakao and Naver login for the app (apps/mobile/plugins/sns-login/README.md).
let package = Package(
    name: "IlteoCapacitorSnsLogin",
    platforms: [.iOS(.v14)],
    products: [
        .library(
            name: "IlteoCapacitorSnsLogin",
            targets: ["IlteoSnsLoginPlugin"])
    ],
    dependencies: [
        .package(url: "https://github.com/ionic-team/capacitor-swift-pm.git", from: "7.0.0"),
        .package(url: "https://github.com/kakao/kakao-ios-sdk.git", from: "2.24.0"),
        .package(url: "https://github.com/naver/naveridlogin-sdk-ios.git", from: "4.2.1")
    ],
    targets: [
        .target(
            name: "IlteoSnsLoginPlugin",
            dependencies: [
                .product(name: "Capacitor", package: "capacitor-swift-pm"),
                .product(name: "Cordova", package: "capacitor-swift-pm"),
                .product(name: "KakaoSDKAuth", package: "kakao-ios-sdk"),
                .product(name: "KakaoSDKUser", package: "kakao-ios-sdk"),
                .product(name: "NaverThirdPartyLogin", package: "naveridlogin-sdk-ios")
            ],
            path: "ios/Sources/IlteoSnsLoginPlugin")
    ]
)
