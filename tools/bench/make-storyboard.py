#!/usr/bin/env python3
"""Writes the storyboards of tools/bench/StoryboardScenes, as Xcode writes them.

make-storyboard.py rows FILE          the Rows scenes: a navigation controller over a table view
                                      controller of "Row" prototype cells, and a detail scene
make-storyboard.py large FILE [N]     the same first scenes among N (60) scenes in all, the others
                                      forms of many labelled fields with constraints (about 2 MB)
"""
import sys

HEAD = """<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Row-Nv-Ctl">
    <device id="retina6_12" orientation="portrait" appearance="light"/>
    <dependencies>
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
        <capability name="Safe area layout guides" minToolsVersion="9.0"/>
        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
    </dependencies>
    <scenes>
"""

ROWS = """        <!--Rows-->
        <scene sceneID="Row-Tb-Scn">
            <objects>
                <tableViewController id="Row-Tb-Ctl" customClass="RowsViewController" customModule="StoryboardScenes" customModuleProvider="target" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="-1" estimatedSectionHeaderHeight="-1" sectionFooterHeight="-1" estimatedSectionFooterHeight="-1" id="Row-Tb-Vw0">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <prototypes>
                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" accessoryType="disclosureIndicator" indentationWidth="10" reuseIdentifier="Row" textLabel="Row-Ce-Lab" style="IBUITableViewCellStyleDefault" id="Row-Ce-Cel">
                                <rect key="frame" x="0.0" y="50" width="393" height="43.666667938232422"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="Row-Ce-Cel" id="Row-Ce-CVw">
                                    <rect key="frame" x="0.0" y="0.0" width="362.66666666666669" height="43.666667938232422"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <subviews>
                                        <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="Row-Ce-Lab">
                                            <rect key="frame" x="20" y="0.0" width="334.66666666666669" height="43.666667938232422"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            <nil key="textColor"/>
                                            <nil key="highlightedColor"/>
                                        </label>
                                    </subviews>
                                </tableViewCellContentView>
                                <connections>
                                    <segue destination="Row-De-Ctl" kind="show" id="Row-Ce-Seg"/>
                                </connections>
                            </tableViewCell>
                        </prototypes>
                        <connections>
                            <outlet property="dataSource" destination="Row-Tb-Ctl" id="Row-Tb-Dsr"/>
                            <outlet property="delegate" destination="Row-Tb-Ctl" id="Row-Tb-Dlg"/>
                        </connections>
                    </tableView>
                    <navigationItem key="navigationItem" title="Rows" id="Row-Tb-Itm"/>
                </tableViewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="Row-Tb-Frs" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
        <!--Row-->
        <scene sceneID="Row-De-Scn">
            <objects>
                <viewController storyboardIdentifier="detail" id="Row-De-Ctl" customClass="RowDetailViewController" customModule="StoryboardScenes" customModuleProvider="target" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="Row-De-Vw0">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Label" textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Row-De-Lab">
                                <rect key="frame" x="16" y="415" width="361" height="21"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="Row-De-Saf"/>
                        <constraints>
                            <constraint firstItem="Row-De-Lab" firstAttribute="leading" secondItem="Row-De-Vw0" secondAttribute="leadingMargin" id="Row-De-Cn1"/>
                            <constraint firstAttribute="trailingMargin" secondItem="Row-De-Lab" secondAttribute="trailing" id="Row-De-Cn2"/>
                            <constraint firstItem="Row-De-Lab" firstAttribute="centerY" secondItem="Row-De-Vw0" secondAttribute="centerY" id="Row-De-Cn3"/>
                        </constraints>
                    </view>
                    <navigationItem key="navigationItem" title="Row" id="Row-De-Itm"/>
                    <connections>
                        <outlet property="label" destination="Row-De-Lab" id="Row-De-Out"/>
                    </connections>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="Row-De-Frs" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
        <!--Navigation Controller-->
        <scene sceneID="Row-Nv-Scn">
            <objects>
                <navigationController id="Row-Nv-Ctl" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="Row-Nv-Bar">
                        <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <connections>
                        <segue destination="Row-Tb-Ctl" kind="relationship" relationship="rootViewController" id="Row-Nv-Rel"/>
                    </connections>
                </navigationController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="Row-Nv-Frs" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
"""

TAIL = """    </scenes>
</document>
"""


def ident(scene, kind, index):
    """An Interface Builder id (three groups), unique per scene, kind and index."""
    return f"S{scene:02d}-{kind}-{index:03d}"


def form_scene(scene, fields):
    """A form scene: `fields` rows of a label and a text field, each under the last."""
    view, lines, constraints = ident(scene, "Vw", 0), [], []
    above = None
    for field in range(fields):
        label, text = ident(scene, "La", field), ident(scene, "Tf", field)
        lines.append(f"""                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Field {field + 1}" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="{label}">
                                <rect key="frame" x="16" y="{100 + 44 * field}" width="120" height="34"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Value {field + 1}" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="{text}">
                                <rect key="frame" x="148" y="{100 + 44 * field}" width="229" height="34"/>
                                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                <textInputTraits key="textInputTraits"/>
                            </textField>
""")
        top = f'secondItem="{above}" secondAttribute="bottom" constant="10"' if above else f'secondItem="{view}" secondAttribute="topMargin" constant="20"'
        constraints += [
            f'<constraint firstItem="{label}" firstAttribute="leading" secondItem="{view}" secondAttribute="leadingMargin" id="{ident(scene, "Ca", field)}"/>',
            f'<constraint firstItem="{text}" firstAttribute="leading" secondItem="{label}" secondAttribute="trailing" constant="12" id="{ident(scene, "Cb", field)}"/>',
            f'<constraint firstAttribute="trailingMargin" secondItem="{text}" secondAttribute="trailing" id="{ident(scene, "Cc", field)}"/>',
            f'<constraint firstItem="{text}" firstAttribute="top" {top} id="{ident(scene, "Cd", field)}"/>',
            f'<constraint firstItem="{label}" firstAttribute="centerY" secondItem="{text}" secondAttribute="centerY" id="{ident(scene, "Ce", field)}"/>',
        ]
        above = text
    constraint_lines = "".join(f"                            {line}\n" for line in constraints)
    return f"""        <!--Form {scene}-->
        <scene sceneID="{ident(scene, "Sc", 0)}">
            <objects>
                <viewController storyboardIdentifier="form{scene}" id="{ident(scene, "Vc", 0)}" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="{view}">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
{"".join(lines)}                        </subviews>
                        <viewLayoutGuide key="safeArea" id="{ident(scene, "Sa", 0)}"/>
                        <constraints>
{constraint_lines}                        </constraints>
                    </view>
                    <navigationItem key="navigationItem" title="Form {scene}" id="{ident(scene, "It", 0)}"/>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="{ident(scene, "Fr", 0)}" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="{400 * scene}" y="800"/>
        </scene>
"""


def main():
    kind, path = sys.argv[1], sys.argv[2]
    text = HEAD
    if kind == "large":
        count = int(sys.argv[3]) if len(sys.argv) > 3 else 60
        # The forms first, as a storyboard grown over time has its first scenes anywhere.
        text += "".join(form_scene(scene, 16) for scene in range(1, count - 2))
    text += ROWS + TAIL
    with open(path, "w", encoding="utf-8") as out:
        out.write(text)


if __name__ == "__main__":
    main()
