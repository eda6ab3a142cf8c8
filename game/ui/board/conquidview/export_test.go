package conquidview

import "pentarchy/game/ui/board"

// Camera is what shows the cells, for the tests of package
// conquidview_test, which play through the play scene.
func (cv *ConquidView) Camera() *board.Camera { return &cv.cam }
