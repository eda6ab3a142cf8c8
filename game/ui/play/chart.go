package play

import (
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"pentarchy/game/analysis"
	"pentarchy/game/ui/kit"
)

// The moves list's chart: each player's chance of winning over the game's
// steps, by the computer's analysis (game/analysis), with the turning
// points marked. The analysis runs in slices of a few milliseconds a tick
// while the chart shows, with its progress; once done it is kept with the
// saved game, so that the chart shows at once the next time. A tap on the
// chart, or on a turning point, shows that position on the board, and the
// list's arrows step through the positions as before.

// chart is the state of the moves list's chart.
type chart struct {
	on     bool               // the chart shows instead of the list's lines
	run    *analysis.Analyzer // while the analysis runs
	swings []analysis.Swing   // the turning points, once the analysis is done
	layers kit.Layers         // the players' lines, drawn once a layout
	drawn  string             // what the layers were drawn for
	shown  time.Time          // when the progress was last drawn
}

// sliceTime is how long the analysis runs in one tick; progressEvery, how
// often its progress is drawn again (a frame drawn for each slice would
// cost more than the slice).
const (
	sliceTime     = 8 * time.Millisecond
	progressEvery = time.Second
)

// toggleChart shows the chart, starting the analysis when there is no
// result for the steps shown; or, with the chart on, goes back to the
// list, stopping an analysis under way.
func (s *PlayScene) toggleChart() {
	c := &s.Moves.chart
	if c.on {
		c.on, c.run = false, nil
		s.labelChart()
		return
	}
	c.on = true
	if res := s.analysed; res == nil || !res.Valid(s.shownSteps(), s.Pos.Players()) {
		rec := s.Rec
		rec.Steps = rec.Steps[:s.shownSteps()]
		if a, err := analysis.New(s.Rules, rec, uint64(len(rec.Steps))+1); err == nil {
			c.run = a
		}
	}
	s.findSwings()
	s.labelChart()
}

// labelChart names the list's chart button after what it does now.
func (s *PlayScene) labelChart() {
	b, c := s.Moves.buttons[5], &s.Moves.chart
	switch {
	case c.run != nil:
		b.Label = kit.Tr("common.cancel")
	case c.on:
		b.Label = kit.Tr("moves.list")
	default:
		b.Label = kit.Tr("moves.chart")
	}
}

// analysing tells whether the chart's analysis runs.
func (s *PlayScene) analysing() bool { return s.Moves != nil && s.Moves.chart.run != nil }

// tickChart runs the analysis for a slice of time; once it is done the
// result is kept with the game. It tells whether the screen must be drawn
// again: at the end, and every progressEvery for the progress.
func (s *PlayScene) tickChart() bool {
	c := &s.Moves.chart
	if c.run == nil {
		return false
	}
	for start := time.Now(); !c.run.Done() && time.Since(start) < sliceTime; {
		c.run.Run(16)
	}
	if c.run.Done() {
		res := c.run.Result()
		s.analysed, c.run = &res, nil
		s.findSwings()
		s.labelChart()
		SaveGame(s.a, s)
		return true
	}
	if time.Since(c.shown) < progressEvery {
		return false
	}
	c.shown = time.Now()
	return true
}

// findSwings finds the turning points of the analysis, if there is one.
func (s *PlayScene) findSwings() {
	c := &s.Moves.chart
	c.swings = nil
	if res := s.analysed; res != nil && res.Valid(s.shownSteps(), s.Pos.Players()) {
		c.swings = analysis.Swings(*res, s.Rec.Steps[:res.Steps], s.Movers(), 3)
	}
}

// swingText is the size of the turning points' lines.
const swingText = 13

// chartAreas split the list's area: the chart on top, the turning points
// under it, two lines each, as many as leave the chart 80 pixels.
func (s *PlayScene) chartAreas(area kit.Rect) (plot kit.Rect, lines []kit.Rect) {
	v := s.v
	lh := 2 * kit.LineHeight(s.a.Fonts().Face(kit.Regular, v.Px(swingText)))
	n := min(len(s.Moves.chart.swings), max(0, int((area.H-v.Px(80))/lh)))
	plot = kit.Rect{X: area.X, Y: area.Y, W: area.W, H: area.H - float64(n)*lh - v.Px(kit.Gap/2)}
	for i := range n {
		lines = append(lines, kit.Rect{X: area.X, Y: plot.Y + plot.H + v.Px(kit.Gap/2) + float64(i)*lh, W: area.W, H: lh})
	}
	return plot, lines
}

// drawChart draws the chart in area: the progress of the analysis, or the
// players' lines, the step shown and the turning points.
func (s *PlayScene) drawChart(dst *ebiten.Image, area kit.Rect) {
	f, v, c := s.a.Fonts(), s.v, &s.Moves.chart
	face := f.Face(kit.Regular, v.Px(kit.TextBody))
	if c.run != nil {
		done, total := c.run.Progress()
		kit.DrawParagraph(dst, kit.Tr("moves.analysing", done, total), face, kit.Rect{X: area.X, Y: area.Y, W: area.W, H: area.H / 2}, kit.Th.Text)
		bar := kit.Rect{X: area.X, Y: area.Y + area.H/2, W: area.W, H: v.Px(10)}.Snapped()
		kit.FillRoundRect(dst, bar, bar.H/2, kit.Th.Panel)
		if done > 0 {
			kit.FillRoundRect(dst, kit.Rect{X: bar.X, Y: bar.Y, W: math.Max(bar.H, bar.W*float64(done)/float64(total)), H: bar.H}, bar.H/2, kit.Th.Primary)
		}
		return
	}
	res := s.analysed
	if res == nil || !res.Valid(s.shownSteps(), s.Pos.Players()) {
		kit.DrawParagraph(dst, kit.Tr("moves.no-analysis"), face, area, kit.Th.Muted)
		return
	}
	plot, lines := s.chartAreas(area)
	kit.FillRoundRect(dst, plot.Snapped(), v.Px(kit.Radius), kit.Th.Panel)
	in := s.plotInner(plot)
	key := fmt.Sprint(in, res.Steps, kit.CurrentTheme())
	if c.drawn != key {
		c.layers.Reset()
		c.drawn = key
	}
	frame := plot.Snapped()
	c.layers.Draw(dst, "lines", frame, func(img *ebiten.Image) {
		s.drawLines(img, *res, kit.Rect{X: in.X - frame.X, Y: in.Y - frame.Y, W: in.W, H: in.H})
	})
	x := in.X + in.W*float64(s.Moves.Shown)/float64(max(1, res.Steps))
	kit.StrokePolyline(dst, []float64{x, in.Y, x, in.Y + in.H}, v.Px(1.5), kit.Th.Text, true)
	small := f.Face(kit.Regular, v.Px(13))
	for i, sw := range c.swings {
		sx := in.X + in.W*float64(sw.Step)/float64(max(1, res.Steps))
		sy := in.Y + in.H*(1-sw.After) // on the mover's line
		if s.charted() == 1 {
			sy = in.Y + in.H*(1-res.Chance(sw.Step, 1)) // on the first player's, the only one
		}
		kit.Ring(dst, sx, sy, v.Px(6), v.Px(2), kit.Th.Attack)
		kit.DrawText(dst, fmt.Sprint(i+1), small, sx, sy-v.Px(8), kit.AlignCenter, kit.AlignEnd, kit.Th.Text)
		if i < len(lines) {
			s.drawSwing(dst, lines[i], i, sw)
		}
	}
}

// chartPlot is where the chart plots the steps, from the first at its left
// edge to the last at its right (a tap there shows the step under it).
func (s *PlayScene) chartPlot() kit.Rect {
	plot, _ := s.chartAreas(s.listArea(s.StatusCard(s.movesStatus())))
	return s.plotInner(plot)
}

// plotInner is the plot's inside, where 0 and 1 and the first and last
// steps lie: the room for the percentages on the left and the step
// numbers below is left out.
func (s *PlayScene) plotInner(plot kit.Rect) kit.Rect {
	v := s.v
	small := s.a.Fonts().Face(kit.Regular, v.Px(axisText))
	in := plot.Inset(v.Px(kit.Gap))
	left := small.Advance(kit.Tr("moves.percent", 100)) + v.Px(kit.Gap/2)
	below := kit.LineHeight(small)
	return kit.Rect{X: in.X + left, Y: in.Y, W: in.W - left, H: in.H - below}.Snapped()
}

// axisText is the size of the chart's percentages and step numbers.
const axisText = 11

// charted are the players whose lines the chart draws: the first player
// alone in a game of two, whose other line would mirror it; everyone
// otherwise.
func (s *PlayScene) charted() int {
	if n := s.Pos.Players(); n > 2 {
		return n
	}
	return 1
}

// drawLines draws into img, in r, the marks of 0, 50 and 100 %, the steps
// numbered below, the line of each charted player's chance, and the
// legend.
func (s *PlayScene) drawLines(img *ebiten.Image, res analysis.Result, r kit.Rect) {
	s.drawAxes(img, res.Steps, r)
	for p := 1; p <= s.charted(); p++ {
		xy := make([]float64, 0, 2*len(res.Chances))
		for i := range res.Chances {
			xy = append(xy, r.X+r.W*float64(i)/float64(max(1, res.Steps)), r.Y+r.H*(1-res.Chance(i, p)))
		}
		s.playerLine(img, xy, p)
	}
	s.drawLegend(img, r)
}

// drawAxes marks 0, 50 and 100 % at the left of r, with a line across at
// each, and numbers the steps below it at round intervals.
func (s *PlayScene) drawAxes(img *ebiten.Image, steps int, r kit.Rect) {
	v := s.v
	small := s.a.Fonts().Face(kit.Regular, v.Px(axisText))
	for _, c := range []float64{0, 0.5, 1} {
		y := r.Y + r.H*(1-c)
		kit.StrokeDashes(img, []float64{r.X, y, r.X + r.W, y}, v.Px(1), v.Px(3), kit.Th.Muted)
		kit.DrawText(img, kit.Tr("moves.percent", percent(c)), small, r.X-v.Px(kit.Gap/2), y, kit.AlignEnd, kit.AlignCenter, kit.Th.Muted)
	}
	every := stepMarks(steps, r.W/v.Px(40))
	for i := 0; i <= steps; i += every {
		x := r.X + r.W*float64(i)/float64(max(1, steps))
		kit.StrokePolyline(img, []float64{x, r.Y + r.H, x, r.Y + r.H + v.Px(3)}, v.Px(1), kit.Th.Muted, false)
		kit.DrawText(img, fmt.Sprint(i), small, x, r.Y+r.H+v.Px(3), kit.AlignCenter, kit.AlignStart, kit.Th.Muted)
	}
}

// stepMarks is the round interval between numbered steps that gives at
// most about marks numbers for a game of steps.
func stepMarks(steps int, marks float64) int {
	for _, every := range []int{1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000} {
		if float64(steps)/float64(every) <= max(1, marks) {
			return every
		}
	}
	return 1000 * (1 + steps/(1000*max(1, int(marks))))
}

// playerLine strokes the line through xy in player p's colour, solid for
// the first player, dashed for the others, the dashes longer for each.
func (s *PlayScene) playerLine(img *ebiten.Image, xy []float64, p int) {
	v := s.v
	if p == 1 {
		kit.StrokePolyline(img, xy, v.Px(2.5), s.Board.PlayerInk(p), false)
		return
	}
	kit.StrokeDashes(img, xy, v.Px(2.5), v.Px(float64(2+3*p)), s.Board.PlayerInk(p))
}

// drawLegend writes, at the top right of r, each charted player's token
// beside a stretch of their line.
func (s *PlayScene) drawLegend(img *ebiten.Image, r kit.Rect) {
	v := s.v
	line, tok := v.Px(22), v.Px(5)
	x := r.X + r.W - line - 3*tok
	for p := 1; p <= s.charted(); p++ {
		y := r.Y + tok + float64(p-1)*3*tok
		s.Board.Token(img, x, y, tok, p)
		s.playerLine(img, []float64{x + 2*tok, y, x + 2*tok + line, y}, p)
	}
}

// drawSwing writes turning point i on its line: its number, the mover's
// token, the step played, the chance before and after, and the step the
// computer preferred.
func (s *PlayScene) drawSwing(dst *ebiten.Image, r kit.Rect, i int, sw analysis.Swing) {
	f, v := s.a.Fonts(), s.v
	face := f.Face(kit.Regular, v.Px(swingText))
	lh := kit.LineHeight(face)
	s.Board.Token(dst, r.X+lh/2, r.Y+lh/2, lh*0.4, sw.Mover)
	text := kit.Tr("moves.swing", i+1, sw.Step, sw.Played, percent(sw.Before), percent(sw.After), sw.Preferred)
	lines := kit.WrapText(text, face, r.W-lh*1.3)
	for j, l := range lines[:min(2, len(lines))] {
		kit.DrawText(dst, l, face, r.X+lh*1.3, r.Y+float64(j)*lh, kit.AlignStart, kit.AlignStart, kit.Th.Text)
	}
}

// percent writes a chance as a whole percentage.
func percent(c float64) int { return int(math.Round(100 * c)) }

// tapChart shows the position a tap on the chart points at: a step of the
// plot, or the position before a turning point's step.
func (s *PlayScene) tapChart(area kit.Rect, x, y float64) {
	res := s.analysed
	if s.Moves.chart.run != nil || res == nil || !res.Valid(s.shownSteps(), s.Pos.Players()) {
		return
	}
	plot, lines := s.chartAreas(area)
	if plot.Contains(x, y) {
		in := s.chartPlot()
		s.ShowAt(int(math.Round((x - in.X) / in.W * float64(res.Steps))))
		return
	}
	for i, r := range lines {
		if r.Contains(x, y) {
			s.ShowAt(s.Moves.chart.swings[i].Step - 1)
		}
	}
}

// OpenChart shows the moves list's chart, starting its analysis when
// needed; a chart on already stays.
func (s *PlayScene) OpenChart() {
	if s.Moves == nil {
		s.OpenMoves()
	}
	if !s.Moves.chart.on {
		s.toggleChart()
	}
}

// ChartWords is the chart in words, for the screen-reader mode, once its
// analysis is done: the result (or each player's chance as the steps
// shown stand) and the turning points; "" while the chart is off or
// under way.
func (s *PlayScene) ChartWords() string {
	res := s.analysed
	if s.Moves == nil || !s.Moves.chart.on || s.Moves.chart.run != nil || res == nil || !res.Valid(s.shownSteps(), s.Pos.Players()) {
		return ""
	}
	outcome := s.Status().Text
	if !s.Pos.Result().Over || res.Steps != len(s.Rec.Steps) {
		var chances []string
		for p := 1; p <= s.Pos.Players(); p++ {
			chances = append(chances, kit.Tr("moves.chance", s.Board.PlayerName(p), percent(res.Chance(res.Steps, p))))
		}
		outcome = kit.Tr("moves.chances-now", strings.Join(chances, ", "))
	}
	if len(s.Moves.chart.swings) == 0 {
		return kit.Tr("moves.chart-calm", res.Steps, outcome)
	}
	var swings []string
	for i, sw := range s.Moves.chart.swings {
		swings = append(swings, kit.Tr("moves.swing-words", i+1, sw.Step, s.Board.PlayerName(sw.Mover), sw.Played, percent(sw.Before), percent(sw.After), sw.Preferred))
	}
	return kit.Tr("moves.chart-words", res.Steps, outcome, strings.Join(swings, " "))
}
