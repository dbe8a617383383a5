// A test that calls `assertReel` names record modes and options without importing ReelCheck.
@_exported import ReelCheck
